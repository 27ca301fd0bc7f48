export * from './status';
export { showStripeConnectNotice } from './stripe-connect-notices';
