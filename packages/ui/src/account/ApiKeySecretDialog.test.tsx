import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { ApiKeySecretDialog } from './ApiKeySecretDialog';
import { NEW_API_KEY_SECRET } from './apiKeysHandlers';

const created = { name: 'Planilha de leads', secret: NEW_API_KEY_SECRET };

describe('ApiKeySecretDialog', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ApiKeySecretDialog created={created} onClose={() => {}} />);
  });

  it('shows the secret and copies it; closing forgets it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onClose = vi.fn();
    const screen = await renderInTheme(<ApiKeySecretDialog created={created} onClose={onClose} />);
    await expect.element(screen.getByText(NEW_API_KEY_SECRET)).toBeVisible();
    await screen.getByRole('button', { name: 'Copiar chave' }).click();
    expect(writeText).toHaveBeenCalledWith(NEW_API_KEY_SECRET);
    await screen.getByRole('button', { name: 'Já copiei' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is closed without a key', async () => {
    await renderInTheme(<ApiKeySecretDialog created={null} onClose={() => {}} />);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
