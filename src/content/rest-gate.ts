import { match, type MatchFunction } from 'path-to-regexp'
import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  executeAuthStrategies,
  type Collection,
  type Endpoint,
  type FlattenedField,
  type Payload,
  type SanitizedGlobalConfig,
} from 'payload'
import * as qs from 'qs-esm'

import { getPayloadClient } from '../lib/payload'
import { siteOrigin } from '../lib/site-origin'
import { queryProblem, type FieldLookup } from './rest-query-check'

/**
 * The door of Payload's REST (/cms-api), before Payload runs the request:
 * - Anonymous callers reach only what signing in needs and the public media files. The public reads the
 *   site's content through /api (spec §7), which shows only what the pages show; through Payload's REST it
 *   could list every estate in one 50 MB answer, read the permission map or the schedule of later news.
 * - A write from another site (an Origin or Sec-Fetch-Site that is not ours) is refused, signed in or not.
 * - A document id in the path that is no number is a 404; a query Payload would fail on is a 400
 *   (src/content/rest-query-check.ts). Both answer in Payload's error shape and log nothing.
 * Staff (any signed-in account) keep the whole REST, under the collections' access rules.
 */

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** What anonymous callers may call: collection slug → `method path` of its endpoints. */
const PUBLIC_ENDPOINTS: Record<string, ReadonlySet<string>> = {
  users: new Set(['post /login', 'post /logout', 'get /me', 'post /refresh-token', 'post /forgot-password', 'post /reset-password', 'post /first-register']),
  media: new Set(['get /file/:filename']),
}

const READ_METHODS = new Set(['get', 'head'])

/** Payload's own words for a refused call. */
const FORBIDDEN = 'You are not allowed to perform this action.'

const refusal = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The origins whose requests may carry a staff cookie: the site's own (SERVER_URL). Also Payload's `csrf` list. */
export const trustedOrigins = (): string[] => [new URL(siteOrigin()).origin]

/** A collection by a slug from the URL (any text). */
const collectionNamed = (payload: Payload, slug: string) => (payload.collections as Record<string, Collection | undefined>)[slug]?.config

type Target = { collection?: string; global?: string; endpoint?: Endpoint; params: Record<string, string> }

const matchers = new WeakMap<Endpoint, MatchFunction<Record<string, string>>>()

/** The endpoint Payload will run for this path and method, found as Payload finds it (utilities/handleEndpoints). */
function findTarget(payload: Payload, pathname: string, method: string): Target {
  let rest = pathname.slice(payload.config.routes.api.length)
  const isGlobal = rest.startsWith('/globals/')
  if (isGlobal) rest = rest.slice('/globals'.length)
  const slug = rest.split('/')[1] ?? ''
  const global = isGlobal ? payload.globals.config.find((each) => each.slug === slug) : undefined
  const collection = !isGlobal ? collectionNamed(payload, slug) : undefined
  const endpoints = (global ?? collection)?.endpoints || payload.config.endpoints || []
  const endpointPath = (global ?? collection) ? rest.slice(slug.length + 1) || '/' : rest || '/'
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    let matcher = matchers.get(endpoint)
    if (!matcher) matchers.set(endpoint, (matcher = match<Record<string, string>>(endpoint.path, { decode: decodeURIComponent })))
    let found: ReturnType<typeof matcher> = false
    try {
      found = matcher(endpointPath)
    } catch {
      // a segment that cannot be decoded: no endpoint (the production server answers those earlier)
    }
    if (found) return { collection: collection?.slug, global: global?.slug, endpoint, params: found.params }
  }
  return { collection: collection?.slug, global: global?.slug, params: {} }
}

const entityConfig = (payload: Payload, target: Target) =>
  target.collection ? collectionNamed(payload, target.collection) : payload.globals.config.find((each) => each.slug === target.global)

const isPublic = (target: Target, method: string) => Boolean(target.collection && target.endpoint && PUBLIC_ENDPOINTS[target.collection]?.has(`${method} ${target.endpoint.path}`))

/** A signed-in account, by Payload's own strategies (its `csrf` list decides whether a cookie counts). */
async function isSignedIn(payload: Payload, headers: Headers): Promise<boolean> {
  const cookiePrefix = `${payload.config.cookiePrefix}-token=`
  if (!headers.get('authorization') && !headers.get('cookie')?.includes(cookiePrefix)) return false
  try {
    const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false, isGraphQL: false })
    return Boolean(user)
  } catch {
    return false
  }
}

/** A write sent by another site's page: refused whoever sent it (a signed-in editor's browser included). */
function isCrossSiteWrite(request: Request, method: string): boolean {
  if (READ_METHODS.has(method)) return false
  const origin = request.headers.get('origin')
  if (origin && !trustedOrigins().includes(origin)) return true
  return request.headers.get('sec-fetch-site') === 'cross-site'
}

/** The fields a `where` of this call is checked against: the collection's, its versions', or a global's versions'. */
function fieldLookup(payload: Payload, target: Target): FieldLookup | null {
  const related = (slug: string) => collectionNamed(payload, slug)?.flattenedFields
  const lookup = (fields: FlattenedField[]): FieldLookup => ({ fields, related })
  const versions = target.endpoint?.path.startsWith('/versions') ?? false
  if (target.collection) {
    const config = collectionNamed(payload, target.collection)
    if (!config) return null
    return lookup(versions ? buildVersionCollectionFields(payload.config, config, true) : config.flattenedFields)
  }
  const global = entityConfig(payload, target)
  return global && versions ? lookup(buildVersionGlobalFields(payload.config, global as SanitizedGlobalConfig, true)) : null
}

/** The answer for a call Payload must not run, or null to let Payload answer. */
export async function restGateAnswer(request: Request): Promise<Response | null> {
  const method = request.method.toLowerCase()
  if (method === 'options') return null
  const url = new URL(request.url)
  const payload = await getPayloadClient()
  // The admin sends long list queries as a form-encoded POST that Payload runs as a GET
  // (utilities/handleEndpoints): such a call is checked as the read it is, its query taken from the body.
  const overridden = method === 'post' && /^get$/i.test(request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override') ?? '')
  const runAs = overridden ? 'get' : method
  const target = findTarget(payload, url.pathname, runAs)
  if (isCrossSiteWrite(request, method)) return refusal(403, 'Requests from other sites may not change anything here.')
  if (!isPublic(target, runAs) && !(await isSignedIn(payload, request.headers))) return refusal(403, FORBIDDEN)
  if (target.params.id !== undefined && !/^\d{1,15}$/.test(target.params.id)) return refusal(404, 'Not Found')
  // Payload routes the versions of every collection and global, and fails on one that keeps none.
  if (target.endpoint?.path.startsWith('/versions') && !entityConfig(payload, target)?.versions) return refusal(404, 'Not Found')
  const search = overridden && request.headers.get('content-type') === 'application/x-www-form-urlencoded' ? await request.clone().text() : url.search
  if (!search) return null
  const query = qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
  const problem = queryProblem(query, new URLSearchParams(search), fieldLookup(payload, target))
  return problem ? refusal(400, problem) : null
}

/** Payload's REST handler behind the gate. */
export const behindRestGate =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) =>
    (await restGateAnswer(request)) ?? handler(request, context)
