import { AttributeSelect } from '../../attributes/attribute-select';
import type { AttributeField } from '../../attributes/attribute-keys';
import type { FieldGroupProps } from './field-props';

/** The profile attributes the site shows (hair colour, eye colour...), each value translated. */
export function AttributeFields({ fields, values, errors, onChange }: FieldGroupProps & { fields: AttributeField[] }) {
  if (fields.length === 0) return null;
  return (
    <div className="row">
      {fields.map((field) => (
        <div key={field} className="col-sm-6 col-lg-4">
          <AttributeSelect
            field={field}
            value={values[field]}
            error={errors[field]}
            onChange={(value) => onChange(field, value)}
          />
        </div>
      ))}
    </div>
  );
}
