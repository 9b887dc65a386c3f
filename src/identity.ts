/**
 * Product identity: the names and public URLs the site shows. The site configuration,
 * the theme and the tests read them from here; a guide page that spells one out
 * still has to be edited when it changes.
 */
export const identity = {
  productName: 'Spotflow IoT Platform',
  siteUrl: 'https://docs.iot.spotflow.io',
  portalUrl: 'https://portal.spotflow.io',
  signUpUrl: 'https://portal.spotflow.io/signup',
  apiBaseUrl: 'https://api.eu1.spotflow.io',
  marketingUrl: 'https://iot.spotflow.io/platform',
  privacyPolicyUrl: 'https://spotflow.io/privacy-policy',
  termsOfUseUrl: 'https://spotflow.io/terms-of-use',
  blogUrl: 'https://spotflow.io/blog',
  contactUrl: 'https://iot.spotflow.io/pricing',
  securityReportUrl: 'https://github.com/spotflow-io/security',
  supportEmail: 'support@spotflow.io',
  copyrightYear: 2025,
  copyrightHolder: 'Spotflow s.r.o.',
} as const;

/** Host part of the API base URL, the form `spotf --instance-uri` expects. */
export function apiHost(baseUrl: string = identity.apiBaseUrl): string {
  return new URL(baseUrl).host;
}
