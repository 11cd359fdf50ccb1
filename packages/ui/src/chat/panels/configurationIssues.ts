// What the debug panel flags about the app's configuration (spec 2 §2 "configuration issues"):
// facts the page can check by itself, before any call is made.
import type { ChatPanelsMessages } from './messages';

/** What the checks read: the page, the client's addresses and the stored session. */
export interface ConfigurationFacts {
  /** The page's origin, e.g. 'https://app.sppock.com.br'. */
  pageOrigin: string;
  baseUrl: string;
  paymentsBaseUrl: string;
  /** Whether an access token is stored. */
  hasToken: boolean;
  /** When the stored access token expires (epoch ms), or null. */
  expiresAt: number | null;
  /** Now (epoch ms), given so the result does not depend on the clock. */
  now: number;
}

function parse(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** The problems found, as pt-BR lines; empty when everything looks right. */
export function configurationIssues(facts: ConfigurationFacts, messages: ChatPanelsMessages): string[] {
  const issues: string[] = [];
  const page = parse(facts.pageOrigin);
  const api = parse(facts.baseUrl);
  const payments = parse(facts.paymentsBaseUrl);
  if (!api) {
    issues.push(messages.debugIssueInvalidUrl(facts.baseUrl));
  }
  if (!payments) {
    issues.push(messages.debugIssueInvalidUrl(facts.paymentsBaseUrl));
  }
  if (page?.protocol === 'https:' && api?.protocol === 'http:') {
    issues.push(messages.debugIssueInsecureApi);
  }
  if (page?.protocol === 'https:' && payments?.protocol === 'http:' && payments.origin !== api?.origin) {
    issues.push(messages.debugIssuePaymentsInsecure);
  }
  if (page && api && api.origin !== page.origin) {
    issues.push(messages.debugIssueCrossOrigin(api.origin));
  }
  if (!facts.hasToken) {
    issues.push(messages.debugIssueNoToken);
  } else if (facts.expiresAt !== null && facts.expiresAt <= facts.now) {
    issues.push(messages.debugIssueTokenExpired);
  }
  return issues;
}
