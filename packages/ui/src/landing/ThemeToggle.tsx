import { Moon, Sun } from 'lucide-react';
import { IconButton, type IconButtonProps } from '../primitives/IconButton/IconButton';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { useTheme } from '../theme/useTheme';
import { useLandingMessages } from './useLandingMessages';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'label' | 'icon' | 'onClick'> {}

/**
 * Switches between the dark and light themes (saved under `theme`, spec 1 §4). Its name and
 * tooltip say what a press does: 'Modo Claro' in the dark theme, 'Modo Escuro' in the light one.
 */
export function ThemeToggle({ variant = 'ghost', ...props }: ThemeToggleProps) {
  const messages = useLandingMessages();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? messages.themeToLight : messages.themeToDark;
  return (
    <Tooltip content={label} placement="bottom">
      <IconButton
        variant={variant}
        label={label}
        icon={theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
        onClick={toggleTheme}
        data-theme-toggle=""
        {...props}
      />
    </Tooltip>
  );
}
