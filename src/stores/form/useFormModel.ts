import { useState } from 'react';
import { FormModel, type FormOptions } from './FormModel';

/**
 * The form of one dialog or one card, living as long as the component that shows it: made from the first render's
 * options, the same model on every render after (a form that outlives its view, or keeps a draft, is a store's).
 */
export function useFormModel<V extends object, F extends string, P = string, Q = never>(
  options: FormOptions<V, F, P, Q>,
): FormModel<V, F, P, Q> {
  const [model] = useState(() => new FormModel(options));
  return model;
}
