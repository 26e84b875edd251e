// Helpers of the special-flow specs (gift cards, complaints, returns, ski wizard, second-hand,
// rental): axe's serious findings, and reading the developer mailbox through its API.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

interface MailSummary {
  id: number;
  kind: string;
  to: string;
  subject: string;
  language: string;
}

/** The newest message of `kind` to `to` (waiting until it is queued), with its text. */
export async function mailOf(request: APIRequestContext, to: string, kind: string): Promise<MailSummary & { text: string; html: string }> {
  let found: MailSummary | undefined;
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/api/dev/mailbox/?to=${encodeURIComponent(to)}`)).json()) as { messages: MailSummary[] };
      found = list.messages.find((m) => m.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return (await (await request.get(`/api/dev/mailbox/${found!.id}/`)).json()) as MailSummary & { text: string; html: string };
}
