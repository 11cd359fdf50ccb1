import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Button } from '../Button/Button';
import { CardContent, CardDescription, CardFooter, CardHeader, CardRoot, CardTitle } from './Card';

const Example = () => (
  <CardRoot as="section" aria-labelledby="plano">
    <CardHeader>
      <CardTitle id="plano">Professional</CardTitle>
      <CardDescription>Para profissionais que usam IA todos os dias.</CardDescription>
    </CardHeader>
    <CardContent>R$ 39,90 /mês</CardContent>
    <CardFooter>
      <Button>Fazer Upgrade</Button>
    </CardFooter>
  </CardRoot>
);

describe('Card', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<Example />);
  });

  it('renders as a named section with its heading', async () => {
    const screen = await renderInTheme(<Example />);
    await expect.element(screen.getByRole('region', { name: 'Professional' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Professional' })).toBeVisible();
  });
});
