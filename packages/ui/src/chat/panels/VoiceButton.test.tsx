import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clickWhenPresent, expectAccessibleInBothThemes } from '../../testing/axe';
import { renderWithSppock } from '../../testing/renderWithSppock';
import { FakeSpeechRecognition, installFakeSpeech } from './fixtureSpeech';
import { useVoiceInput, VOICE_CONSENT_STORAGE_KEY } from './useVoiceInput';
import { VoiceButton } from './VoiceButton';
import { VoiceTranscript } from './VoiceTranscript';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** The microphone as the input bar uses it; the text shows what was appended. */
function Bar({ onTranscript }: { onTranscript?: (text: string) => void }) {
  const [text, setText] = useState('');
  const voice = useVoiceInput({
    onTranscript: (heard) => {
      onTranscript?.(heard);
      setText((current) => `${current} ${heard}`.trim());
    },
  });
  return (
    <div>
      <VoiceTranscript voice={voice} />
      <output aria-label="Texto da mensagem">{text}</output>
      <VoiceButton voice={voice} />
    </div>
  );
}

const toasts = (screen: Awaited<ReturnType<typeof renderWithSppock>>['screen']) =>
  screen.getByRole('region', { name: 'Notificações' });

describe('VoiceButton and useVoiceInput', () => {
  it('has no axe violations in either theme, idle, recording and with the privacy notice', async () => {
    restore = installFakeSpeech({ consent: 'accepted' });
    await expectAccessibleInBothThemes(<Bar />, {
      sppock: { user: null, handlers: [], path: '/' },
      act: async (container) => {
        await clickWhenPresent(() =>
          container.querySelector<HTMLButtonElement>('button[aria-label="Falar com o microfone"]'),
        );
        await vi.waitFor(() => expect(container.textContent).toContain('Transcrevendo'));
        FakeSpeechRecognition.latest?.hear('ideias para a Páscoa', { final: false });
      },
    });
    restore();
    restore = installFakeSpeech();
    await expectAccessibleInBothThemes(<Bar />, {
      sppock: { user: null, handlers: [], path: '/' },
      act: async (container) => {
        await clickWhenPresent(() =>
          container.querySelector<HTMLButtonElement>('button[aria-label="Falar com o microfone"]'),
        );
        await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
      },
    });
  });

  it('asks the privacy notice on first use; accepting records in pt-BR, continuously, with interim text', async () => {
    restore = installFakeSpeech();
    const { screen } = await renderWithSppock(<Bar />, { handlers: [] });
    await screen.getByRole('button', { name: 'Falar com o microfone' }).click();
    const notice = screen.getByRole('alertdialog', { name: 'Aviso de privacidade do microfone' });
    await expect.element(notice).toBeVisible();
    expect(FakeSpeechRecognition.sessions).toHaveLength(0);
    await notice.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect.element(toasts(screen).getByText('Microfone ativado. Fale agora!')).toBeVisible();
    expect(localStorage.getItem(VOICE_CONSENT_STORAGE_KEY)).toBe('accepted');
    const session = FakeSpeechRecognition.latest!;
    expect({ lang: session.lang, continuous: session.continuous, interim: session.interimResults }).toEqual({
      lang: 'pt-BR',
      continuous: true,
      interim: true,
    });
    await expect.element(screen.getByText('Microfone autorizado - Apenas texto é armazenado')).toBeVisible();
    await expect.element(screen.getByText('Transcrevendo...')).toBeVisible();

    session.hear('Quero ideias para a Páscoa');
    session.hear('na padaria', { final: false });
    await expect.element(screen.getByText('Transcrevendo:')).toBeVisible();
    await expect.element(screen.getByText('na padaria')).toBeVisible();
    await expect
      .element(screen.getByRole('status', { name: 'Texto da mensagem' }))
      .toHaveTextContent('Quero ideias para a Páscoa');

    // From the keyboard: on a small viewport the 'Microfone ativado' toast, still showing, can
    // cover the button for the pointer.
    (screen.getByRole('button', { name: 'Parar a gravação' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toasts(screen).getByText('Transcrição finalizada')).toBeVisible();
    await expect.element(screen.getByText('Transcrevendo:')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Falar com o microfone' }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('remembers the answer: once accepted, the next use records at once', async () => {
    restore = installFakeSpeech({ consent: 'accepted' });
    const { screen } = await renderWithSppock(<Bar />, { handlers: [] });
    await screen.getByRole('button', { name: 'Falar com o microfone' }).click();
    await expect.element(screen.getByRole('button', { name: 'Parar a gravação' })).toBeVisible();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it("rejecting says 'Funcionalidade de microfone desabilitada' and is remembered; the notice can be reviewed", async () => {
    restore = installFakeSpeech();
    const { screen } = await renderWithSppock(<Bar />, { handlers: [] });
    await screen.getByRole('button', { name: 'Falar com o microfone' }).click();
    await screen.getByRole('button', { name: 'Recusar' }).click();
    await expect.element(toasts(screen).getByText('Funcionalidade de microfone desabilitada')).toBeVisible();
    expect(localStorage.getItem(VOICE_CONSENT_STORAGE_KEY)).toBe('rejected');
    expect(FakeSpeechRecognition.sessions).toHaveLength(0);
    const button = screen.getByRole('button', {
      name: 'Microfone desabilitado. Clique para rever o aviso de privacidade.',
    });
    // From the keyboard: the rejection's toast may still cover the button on a small test page,
    // and a covered button takes no pointer click (a toast on a busy CI stays until it times out).
    (button.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(VOICE_CONSENT_STORAGE_KEY)).toBe('rejected');
  });

  it.each([
    ['not-allowed', 'Permissão de microfone negada. Verifique as configurações do navegador.'],
    ['no-speech', 'Nenhuma fala detectada. Tente falar mais claramente.'],
    ['audio-capture', 'Erro na captura de áudio. Verifique se o microfone está funcionando.'],
    ['network', 'Erro de rede. Verifique sua conexão com a internet.'],
    ['language-not-supported', 'Erro na transcrição de áudio. Tente novamente.'],
  ])('the error %s says %s and ends the recording', async (code, message) => {
    restore = installFakeSpeech({ consent: 'accepted' });
    const { screen } = await renderWithSppock(<Bar />, { handlers: [] });
    await screen.getByRole('button', { name: 'Falar com o microfone' }).click();
    await expect.element(screen.getByRole('button', { name: 'Parar a gravação' })).toBeVisible();
    FakeSpeechRecognition.latest!.fail(code);
    await expect.element(toasts(screen).getByText(message)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Falar com o microfone' })).toBeVisible();
    expect(toasts(screen).element().textContent).not.toContain('Transcrição finalizada');
  });

  it("without browser support the button stays, unavailable, and says 'Microfone não suportado neste navegador'", async () => {
    restore = installFakeSpeech({ supported: false });
    const { screen } = await renderWithSppock(<Bar />, { handlers: [] });
    const button = screen.getByRole('button', { name: 'Microfone não suportado neste navegador' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    // Browsers deliver clicks to an aria-disabled button; Playwright would wait for it to be enabled.
    await button.click({ force: true });
    await expect.element(toasts(screen).getByText('Microfone não suportado neste navegador')).toBeVisible();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('leaving the chat while recording stops the microphone', async () => {
    restore = installFakeSpeech({ consent: 'accepted' });
    const { screen } = await renderWithSppock(<Bar />, { handlers: [] });
    await screen.getByRole('button', { name: 'Falar com o microfone' }).click();
    await expect.element(screen.getByRole('button', { name: 'Parar a gravação' })).toBeVisible();
    await screen.unmount();
    expect(FakeSpeechRecognition.latest!.aborted).toBe(true);
  });
});
