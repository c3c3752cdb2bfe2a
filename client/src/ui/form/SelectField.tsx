import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { controlClass } from './fieldStyles';
import { FormField } from './FormField';

interface SelectFieldProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  optional?: boolean;
}

/** A labelled single-choice select. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  value,
  onValueChange,
  optional,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} optional={optional}>
      <ChoiceSelect
        id={id}
        choices={options.map((option) => ({ value: option, label: option }))}
        value={value}
        onValueChange={onValueChange}
        placeholder={placeholder}
        triggerClassName={controlClass}
      />
    </FormField>
  );
}
