import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moon, Sun } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { vars } from './contract.css';
import { SppockThemeRoot } from './ThemeProvider';
import { colorTokens, fontTokens, radiusTokens, spaceTokens } from './tokens';
import { useTheme } from './useTheme';

const meta = {
  title: 'Tema/Tokens',
  component: SppockThemeRoot,
} satisfies Meta<typeof SppockThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const label: CSSProperties = { fontSize: vars.font.size.xs, color: vars.color.fg.muted };

function Swatch({ name, color, text }: { name: string; color: string; text?: string }) {
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <div
        style={{
          height: 56,
          borderRadius: vars.radius.md,
          background: color,
          border: `1px solid ${vars.color.border.default}`,
          display: 'grid',
          placeItems: 'center',
          color: text,
          fontWeight: 600,
        }}
      >
        {text ? 'Aa' : null}
      </div>
      <span style={label}>{name}</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 12, marginBottom: 32 }}>
      <h2 style={{ margin: 0, fontSize: vars.font.size.lg }}>{title}</h2>
      {children}
    </section>
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
};

export const Colors: Story = {
  // The toolbar's 'Tema' global reaches the theme root (the tests run in dark, then check light).
  play: async ({ canvasElement, globals }) => {
    const root = canvasElement.closest('[data-theme]') ?? canvasElement.querySelector('[data-theme]');
    await expect(root?.getAttribute('data-theme')).toBe(globals.theme ?? 'dark');
  },
  render: () => (
    <>
      <Section title="Superfícies">
        <div style={grid}>
          {(Object.keys(colorTokens.dark.bg) as Array<keyof typeof vars.color.bg>).map((key) => (
            <Swatch key={key} name={`bg.${key}`} color={vars.color.bg[key]} />
          ))}
        </div>
      </Section>
      <Section title="Texto e destaque">
        <div style={grid}>
          <Swatch name="fg.default" color={vars.color.bg.surface} text={vars.color.fg.default} />
          <Swatch name="fg.muted" color={vars.color.bg.surface} text={vars.color.fg.muted} />
          <Swatch name="fg.subtle" color={vars.color.bg.surface} text={vars.color.fg.subtle} />
          <Swatch name="accent.solid" color={vars.color.accent.solid} text={vars.color.fg.onAccent} />
          <Swatch name="accent.subtle" color={vars.color.accent.subtle} text={vars.color.accent.fg} />
          <Swatch name="success" color={vars.color.success.subtle} text={vars.color.success.fg} />
          <Swatch name="warning" color={vars.color.warning.subtle} text={vars.color.warning.fg} />
          <Swatch name="danger" color={vars.color.danger.subtle} text={vars.color.danger.fg} />
          <Swatch name="info" color={vars.color.info.subtle} text={vars.color.info.fg} />
        </div>
      </Section>
      <Section title="Cores de uso (barras)">
        <div style={grid}>
          <Swatch name="usage.violet" color={vars.color.usage.violet} />
          <Swatch name="usage.green" color={vars.color.usage.green} />
          <Swatch name="usage.yellow" color={vars.color.usage.yellow} />
          <Swatch name="usage.red" color={vars.color.usage.red} />
        </div>
      </Section>
    </>
  ),
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(Object.keys(fontTokens.size) as Array<keyof typeof vars.font.size>)
        .slice()
        .reverse()
        .map((size) => (
          <div key={size} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
            <span style={{ ...label, width: 48 }}>{size}</span>
            <span style={{ fontSize: vars.font.size[size] }}>Agentes de IA que trabalham por você</span>
          </div>
        ))}
      <p style={{ fontFamily: vars.font.family.mono, margin: 0 }}>
        ui-monospace: GET /api/agents/usage/history/
      </p>
    </div>
  ),
};

export const SpacingAndRadii: Story = {
  render: () => (
    <>
      <Section title="Espaçamento (escala de 8 px)">
        <div style={{ display: 'grid', gap: 8 }}>
          {(Object.keys(spaceTokens) as Array<keyof typeof vars.space>).map((key) => (
            <div key={key} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <span style={{ ...label, width: 48 }}>{key}</span>
              <div
                style={{
                  width: vars.space[key],
                  height: 12,
                  background: vars.color.accent.solid,
                  borderRadius: 2,
                }}
              />
              <span style={label}>{spaceTokens[key]}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Raios e sombras">
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {(Object.keys(radiusTokens) as Array<keyof typeof vars.radius>).map((key) => (
            <div
              key={key}
              style={{
                width: 96,
                height: 72,
                display: 'grid',
                placeItems: 'center',
                borderRadius: vars.radius[key],
                background: vars.color.bg.raised,
                border: `1px solid ${vars.color.border.default}`,
                boxShadow: key === 'full' ? vars.shadow.sm : key === 'xl' ? vars.shadow.lg : vars.shadow.md,
              }}
            >
              <span style={label}>{key}</span>
            </div>
          ))}
        </div>
      </Section>
    </>
  ),
};

function ThemeSwitcher() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button
      variant="secondary"
      leadingIcon={theme === 'dark' ? <Sun size={16} /> : <Moon size={16} />}
      onClick={toggleTheme}
    >
      {theme === 'dark' ? 'Modo Claro' : 'Modo Escuro'}
    </Button>
  );
}

/** A root that follows the saved choice (`localStorage.theme`), switched by `useTheme`. */
export const SavedChoice: Story = {
  render: () => (
    <SppockThemeRoot
      style={{ padding: 24, borderRadius: 12, border: `1px solid ${vars.color.border.default}` }}
    >
      <p style={{ marginTop: 0 }}>
        Este bloco segue o tema salvo em <code>localStorage.theme</code>.
      </p>
      <ThemeSwitcher />
    </SppockThemeRoot>
  ),
  beforeEach: () => {
    const saved = localStorage.getItem('theme');
    return () => {
      if (saved === null) {
        localStorage.removeItem('theme');
      } else {
        localStorage.setItem('theme', saved);
      }
    };
  },
};
