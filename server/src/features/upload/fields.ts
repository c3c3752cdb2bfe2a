import { BPM_MAX, BPM_MIN, priceSchema } from '@common/tracks';
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} characters at most`)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((v) => v === 'true')
  .optional();

/** The optional text fields of the quick upload screen, sent beside the file (part 2, section 7). */
export const quickUploadFieldsSchema = z.object({
  title: text(200),
  artist: text(100),
  genre: text(50),
  description: text(5000),
  isExplicit: flag,
  bpm: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(z.number().int().min(BPM_MIN).max(BPM_MAX).optional())
    .optional(),
  key: text(20),
  allowComments: flag,
  isPublic: flag,
  price: priceSchema.optional(),
});
export type QuickUploadFields = z.output<typeof quickUploadFieldsSchema>;
