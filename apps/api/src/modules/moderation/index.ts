/* The public face of the moderation area (ADR 0062): whether a company signed its agreement. */
export { agreementSigned } from './agreement';
