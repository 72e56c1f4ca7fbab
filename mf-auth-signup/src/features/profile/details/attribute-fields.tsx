import type { NamedField } from '../../../common/attributes/attribute-keys';
import { AttributeSelect } from '../../../common/attributes/attribute-select';
import type { FieldGroupProps } from './field-props';

export interface AttributeFieldsProps extends FieldGroupProps {
  fields: readonly NamedField[];
  /** The Bootstrap column of each select. */
  column?: string;
}

/** Profile fields with named values (hair colour, eye colour..., gender, sexuality) as selects in a row. */
export function AttributeFields({
  fields,
  column = 'col-sm-6 col-lg-4',
  values,
  errors,
  onChange,
}: AttributeFieldsProps) {
  if (fields.length === 0) return null;
  return (
    <div className="row">
      {fields.map((field) => (
        <div key={field} className={column}>
          <AttributeSelect
            field={field}
            value={values[field]}
            error={errors[field]}
            gender={values.gender}
            onChange={(value) => onChange(field, value)}
          />
        </div>
      ))}
    </div>
  );
}
