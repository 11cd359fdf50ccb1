import { Activity, CircleCheck, MessageSquare, Send } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { ActivityIcon, activityIcon } from './ActivityIcon';

describe('ActivityIcon', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <p>
        <ActivityIcon name="send" /> Mensagem enviada <ActivityIcon name="check-circle" label="Concluído" />
      </p>,
    );
  });

  it('maps the spec names to lucide icons, with a fallback', () => {
    expect(activityIcon('message-square')).toBe(MessageSquare);
    expect(activityIcon('send')).toBe(Send);
    expect(activityIcon('check-circle')).toBe(CircleCheck);
    expect(activityIcon('other')).toBe(Activity);
    expect(activityIcon(undefined)).toBe(Activity);
  });

  it('is decorative without a label and an image with one', async () => {
    const screen = await renderInTheme(
      <div>
        <ActivityIcon name="send" data-testid="decorative" />
        <ActivityIcon name="send" label="Enviado" />
      </div>,
    );
    await expect.element(screen.getByTestId('decorative')).toHaveAttribute('aria-hidden', 'true');
    await expect.element(screen.getByRole('img', { name: 'Enviado' })).toBeInTheDocument();
  });
});
