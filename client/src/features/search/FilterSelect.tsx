import { ChoiceSelect, type Choice } from '@/ui/ChoiceSelect';
import { controlClass } from '@/ui/form/fieldStyles';
import { FormField } from '@/ui/form/FormField';
import { ANY } from './filterOptions';

interface FilterSelectProps {
  id: string;
  label: string;
  /** What "any" reads as (the first choice, which clears the filter). */
  anyLabel: string;
  choices: readonly Choice[];
  /** The chosen value, '' for any. */
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled filter select whose first choice clears the filter. */
export function FilterSelect({ id, label, anyLabel, choices, value, onValueChange }: FilterSelectProps) {
  return (
    <FormField id={id} label={label}>
      <ChoiceSelect
        id={id}
        choices={[{ value: ANY, label: anyLabel }, ...choices]}
        value={value || ANY}
        onValueChange={(next) => onValueChange(next === ANY ? '' : next)}
        triggerClassName={controlClass}
      />
    </FormField>
  );
}
