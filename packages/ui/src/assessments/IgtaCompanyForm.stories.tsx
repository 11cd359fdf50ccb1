import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { IgtaCompanyForm } from './IgtaCompanyForm';

const meta = {
  title: 'Avaliações/IgtaCompanyForm',
  component: IgtaCompanyForm,
  decorators: [withSppock],
  args: { id: 'igta-form', onSubmit: fn() },
} satisfies Meta<typeof IgtaCompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    defaultValues: {
      company: 'Metalúrgica Vale do Aço Ltda.',
      department: 'Produção',
      position: 'Gerente de Operações',
      is_company_wide: true,
      employee_count: 180,
    },
  },
};
