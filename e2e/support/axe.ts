import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core violations of the page as it is now, each as `rule id: first target` (none expected). */
export async function axeViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).analyze();
  return audit.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}
