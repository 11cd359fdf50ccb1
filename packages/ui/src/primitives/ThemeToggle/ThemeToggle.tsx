import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../theme/useTheme';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import { Tooltip } from '../Tooltip/Tooltip';
import { usePrimitivesMessages } from '../usePrimitivesMessages';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'label' | 'icon' | 'onClick'> {}

/**
 * Switches between the dark and light themes (saved under `theme`, spec 1 §4). Its name and
 * tooltip say what a press does: 'Modo Claro' in the dark theme, 'Modo Escuro' in the light one.
 */
export function ThemeToggle({ variant = 'ghost', ...props }: ThemeToggleProps) {
  const messages = usePrimitivesMessages();
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
