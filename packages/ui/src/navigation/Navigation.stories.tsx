import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AppLink, NavigationProvider } from './Navigation';

const meta = {
  title: 'Navegação/AppLink',
  component: AppLink,
  args: { href: '/pricing', children: 'Ver planos' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a host router: a click changes the route without reloading the page. */
export const WithHostRouter: Story = {
  render: (args) => {
    const [path, setPath] = useState('/dashboard');
    return (
      <NavigationProvider navigate={setPath} currentPath={path}>
        <p>
          Rota atual: <code>{path}</code>
        </p>
        <AppLink {...args} />
      </NavigationProvider>
    );
  },
};
