import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PLANS } from '../shell/fixtures';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { PlanComparisonTable } from './PlanComparisonTable';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('PlanComparisonTable', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<PlanComparisonTable plans={PLANS} current="professional" />);
  });

  it('compares tokens, conversations, devices, model, search and price', async () => {
    const screen = await renderInTheme(<PlanComparisonTable plans={PLANS} />);
    const rows = screen
      .getByRole('row')
      .elements()
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RecursoFreemiumProfessionalEnterprise',
      'Tokens por mês100K2M20M',
      'Conversas por mês30300Ilimitadas',
      'Dispositivos1210',
      'Modelo de IAGemini FlashGPT-4o mini e GeminiGPT-4o, Gemini e Claude',
      'Ferramenta de buscaNão incluídaIncluídaIncluída',
      expect.stringMatching(/^Preço mensalGratuitoR\$\s39,90\/mêsR\$\s399,00\/mês$/),
    ]);
  });
});
