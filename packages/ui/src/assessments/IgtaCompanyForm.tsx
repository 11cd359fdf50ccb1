import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormTextField } from '../forms/FormTextField';
import { useSppockForm } from '../forms/useSppockForm';
import * as styles from './assessments.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

/** The company data of an IGTA diagnosis (spec 3 §3 "Extra analysis fields"). */
export interface IgtaCompany {
  company: string;
  department: string;
  position: string;
  is_company_wide: boolean;
  employee_count: number;
}

interface Values extends Omit<IgtaCompany, 'employee_count'> {
  employee_count: string;
}

/** The employee count as typed, as an integer; anything else is 0 (spec 3 §5). */
export function parseEmployeeCount(text: string): number {
  const value = Number.parseInt(text.replace(/\D/g, ''), 10);
  return Number.isFinite(value) ? Math.min(value, 1_000_000) : 0;
}

export interface IgtaCompanyFormProps {
  /** The form's id, for the intro's start button. */
  id: string;
  defaultValues?: Partial<IgtaCompany>;
  onSubmit: (company: IgtaCompany) => unknown;
}

/**
 * The IGTA intro's form (spec 3 §2): company, department, position, 'Este teste será aplicado
 * em toda a empresa' and the employee count. No field is required.
 */
export function IgtaCompanyForm({ id, defaultValues = {}, onSubmit }: IgtaCompanyFormProps) {
  const messages = useAssessmentsMessages();
  const form = useSppockForm<Values>({
    defaultValues: {
      company: defaultValues.company ?? '',
      department: defaultValues.department ?? '',
      position: defaultValues.position ?? '',
      is_company_wide: defaultValues.is_company_wide ?? false,
      employee_count: defaultValues.employee_count ? String(defaultValues.employee_count) : '',
    },
  });
  return (
    <Form
      id={id}
      form={form}
      aria-label={messages.igtaFormTitle}
      onSubmit={(values) =>
        onSubmit({
          company: values.company.trim(),
          department: values.department.trim(),
          position: values.position.trim(),
          is_company_wide: values.is_company_wide,
          employee_count: parseEmployeeCount(values.employee_count),
        })
      }
      className={styles.stack}
    >
      <p className={styles.muted}>{messages.igtaFormHint}</p>
      <div className={styles.twoColumns}>
        <FormTextField
          control={form.control}
          name="company"
          label={messages.company}
          autoComplete="organization"
          maxLength={200}
        />
        <FormTextField
          control={form.control}
          name="department"
          label={messages.departmentField}
          autoComplete="off"
          maxLength={200}
        />
        <FormTextField
          control={form.control}
          name="position"
          label={messages.position}
          autoComplete="organization-title"
          maxLength={200}
        />
        <FormTextField
          control={form.control}
          name="employee_count"
          label={messages.employeeCount}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          parse={(text) => text.replace(/\D/g, '')}
        />
      </div>
      <FormCheckbox control={form.control} name="is_company_wide" label={messages.companyWide} />
    </Form>
  );
}
