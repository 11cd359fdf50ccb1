import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { TutorialsPage } from './TutorialsPage';
import { TUTORIALS } from './tutorials';

describe('TutorialsPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<TutorialsPage />, { sppock: { handlers: [], path: '/tutoriais' } });
  });

  it('is marked coming soon and filters by the spec categories', async () => {
    const { screen } = await renderWithSppock(<TutorialsPage />, { handlers: [], path: '/tutoriais' });
    await expect.element(screen.getByRole('heading', { name: 'Tutoriais em Vídeo' })).toBeVisible();
    await expect.element(screen.getByText('Em breve', { exact: true })).toBeVisible();
    const chips = screen.getByRole('list', { name: 'Categorias' }).getByRole('button');
    expect(chips.elements().map((chip) => chip.textContent)).toEqual([
      'Todos',
      'Primeiros Passos',
      'Agentes',
      'Prompts',
      'Conteúdo',
      'Dicas',
    ]);
    await expect.element(screen.getByText(`${TUTORIALS.length} tutoriais`)).toBeVisible();
    await screen.getByRole('button', { name: 'Prompts' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Prompts' }))
      .toHaveAttribute('aria-pressed', 'true');
    const prompts = TUTORIALS.filter((tutorial) => tutorial.category === 'prompts');
    await expect.element(screen.getByText(`${prompts.length} tutoriais`)).toBeVisible();
    expect(screen.getByRole('article').elements()).toHaveLength(prompts.length);
    await expect.element(screen.getByRole('contentinfo')).toBeVisible();
  });
});
