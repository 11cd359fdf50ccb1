import { Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  it('has no axe violations in either theme, in every tone', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Badge>Gratuito</Badge>
        <Badge tone="accent" icon={<Sparkles size={12} />}>
          Popular
        </Badge>
        <Badge tone="success">Ativo</Badge>
        <Badge tone="warning">Em Breve</Badge>
        <Badge tone="danger">9+</Badge>
        <Badge tone="info" size="md">
          Novo Teste
        </Badge>
      </div>,
    );
  });

  it('renders its text', async () => {
    const screen = await renderInTheme(<Badge tone="accent">PLANO ATUAL</Badge>);
    await expect.element(screen.getByText('PLANO ATUAL')).toBeVisible();
  });
});
