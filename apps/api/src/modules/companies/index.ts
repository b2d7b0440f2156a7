/*
 * The public face of the companies area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * The onboarding reach and the company status machine that documents, moderation and
 * registration build on; the rule that only approved farmers trade (offers); the count of companies
 * the home shows.
 */
export { onboardingCompany, toCompany } from './service';
export { moveCompany, startCompanyHistory } from './status';
export { mustTrade } from './trading';
export { countCompanies } from './queries';
