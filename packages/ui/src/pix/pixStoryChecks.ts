// What a story checks once a plan's Pix is paid (the plans page, the account's subscription and the
// Pix dialog itself show it the same way).
import { expect, waitFor, within } from 'storybook/test';

const PLAN_PAID = /seu plano Pro vale por mais 30 dias/;

/**
 * The plan's Pix paid, as the person sees it: the dialog's note, then a toast with the same words
 * (the test setup holds toasts until the story ends, so both are on the page at once).
 */
export async function expectPlanPixPaidShown(): Promise<void> {
  const body = within(document.body);
  const dialog = within(await body.findByRole('dialog'));
  const found = await dialog.findByText(PLAN_PAID, undefined, { timeout: 8_000 });
  await waitFor(() => expect(found).toBeVisible());
  const toasts = within(await body.findByRole('region', { name: 'Notificações' }));
  await toasts.findByText(PLAN_PAID);
}
