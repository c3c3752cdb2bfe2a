import type { RegisterFormValues, RegisterInput } from '@common/auth';

/** The register request from the form: the confirm password is dropped and the genre is sent as `genres`. */
export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  const { confirmPassword: _confirm, genre, ...rest } = values;
  return genre ? { ...rest, genres: genre } : rest;
}
