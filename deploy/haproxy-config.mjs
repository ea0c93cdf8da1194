/**
 * The HAProxy configuration in front of several instances of the site (used by deploy/run-local.mjs and
 * the scale-out integration test; `node deploy/run-local.mjs --print-config` shows it).
 *
 * - Health: GET /api/health every second; two failures take an instance out, two successes bring it back.
 * - A request that cannot reach an instance (connection refused or reset, as after a crash or kill
 *   before the health check noticed) is sent again to another instance (`retry-on` + `redispatch`), so
 *   requests that start after an instance dies get no error. A GET or HEAD is also retried when the
 *   instance closed the connection without an answer; a POST is retried only when it never reached an
 *   instance, so a form is never sent twice.
 * - X-Forwarded-For gets the client address appended: the site trusts one proxy (TRUSTED_PROXIES=1,
 *   set by deploy/run-local.mjs).
 *
 * @param {{ port: number, bind?: string, servers: string[], maxconn?: number }} options
 */
export function haproxyConfig({ port, bind = '*', servers, maxconn = 2000 }) {
  const lines = [
    'global',
    `  maxconn ${maxconn}`,
    '',
    'defaults',
    '  mode http',
    '  option httplog',
    '  option forwardfor',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 30s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '',
    'frontend site',
    `  bind ${bind}:${port}`,
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 maxconn 64',
    ...servers.map((server, index) => `  server app${index + 1} ${server} check`),
    '',
  ]
  return lines.join('\n')
}
