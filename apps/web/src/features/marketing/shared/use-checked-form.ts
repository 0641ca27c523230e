import type { FormProblems as Problems } from '@autospa/contract';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A public form's values, checks and errors: the part of react-hook-form those forms used, without it, so a
 * public page's first load carries neither it nor zod (docs/decisions/005-public-pages-first-load.md). It
 * behaves as they did: nothing is checked before the first submit; a failed submit shows every problem and
 * focuses the first field that has one; after that a field is checked again as it changes; reset starts over.
 * `check` returns each field's first problem (the contract's zod-free checks, held to its schemas by tests).
 */
export function useCheckedForm<V extends Record<string, unknown>>(defaultValues: V, check: (values: V) => Problems<V>) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Problems<V>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  // The latest values for handlers that run before the next render; the fields' elements in render order.
  const latest = useRef(defaultValues);
  const elements = useRef(new Map<keyof V & string, Control>());

  // Stable, like react-hook-form's, so an effect can depend on it.
  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K], options: { shouldValidate?: boolean } = {}) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (options.shouldValidate) setErrors((current) => ({ ...current, [name]: check(next)[name] }));
    },
    [check],
  );

  /** The props of a text input, select or textarea bound to `name`. */
  function register<K extends keyof V & string>(name: K) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<Control>) => setValue(name, event.target.value as V[K], { shouldValidate: isSubmitted }),
      ref: (element: Control | null) => {
        if (element) elements.current.set(name, element);
      },
    };
  }

  /** The props of a file input bound to `name`: its value is the input's list of files. */
  function registerFile<K extends keyof V & string>(name: K) {
    const { value: _value, ...props } = register(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.files as V[K], { shouldValidate: isSubmitted }),
    };
  }

  function handleSubmit(onValid: (values: V) => void, onInvalid?: (errors: Problems<V>) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      const current = latest.current;
      const problems = check(current);
      setErrors(problems);
      setSubmitted(true);
      if (Object.keys(problems).length === 0) return onValid(current);
      [...elements.current].find(([name]) => problems[name])?.[1].focus();
      onInvalid?.(problems);
    };
  }

  // A file input cannot be emptied by a value: it keeps its files, and so does the form (as react-hook-form did).
  function reset(next: V) {
    const files = [...elements.current]
      .filter(([, element]) => element.type === 'file')
      .map(([name]) => [name, latest.current[name]] as const);
    next = { ...next, ...Object.fromEntries(files) };
    latest.current = next;
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, isSubmitted, register, registerFile, setValue, handleSubmit, reset };
}
