/**
 * The one door from the content layer into the leads pipeline: what the Leads collection of the admin
 * (src/content/collections/Leads.ts) shows and offers. Lint keeps every other leads module out of
 * src/content (eslint.config.mjs), so the pipeline can change behind this list.
 */
export { exportLeadsEndpoint, retryDeliveryEndpoint, retryFailedEndpoint } from './admin-endpoints'
export { CHANNEL_STATE_LABELS, CHANNEL_STATES, DELIVERY_STATE_LABELS, DELIVERY_STATES, overallDeliveryState, TARGET_LABELS, TARGETS } from './delivery-state'
