import {
  ARTICLE,
  type ArticleInput,
  ARTICLE_MESSAGES,
  articleReadTime,
  type ArticleSaved,
  articleSchema,
} from '@common/newsletter';
import { useMutation } from '@tanstack/react-query';
import { Clock, ImageUp, Plus, Send, Trash2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { Spinner } from '@/ui/Spinner';
import { ArticleImage } from './ArticleImage';
import { createArticle, uploadArticleImage } from './newsletterApi';

interface DraftSection {
  /** Stable across edits and removals (React's key). */
  key: number;
  heading: string;
  body: string;
}

type Field = 'title' | 'subtitle' | 'imageURL' | 'sections';

/** The image types the upload takes. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** What the server receives: every section as typed (the server drops the empty ones, the read time counts all). */
function payload(title: string, subtitle: string, imageURL: string, sections: DraftSection[]): ArticleInput {
  const image = imageURL.trim();
  return {
    title,
    subtitle,
    ...(image ? { imageURL: image } : {}),
    sections: sections.map(({ heading, body }) => ({ heading, body })),
  };
}

/** The shared schema's complaints, one per field. */
function fieldErrors(input: ArticleInput): Partial<Record<Field, string>> {
  const parsed = articleSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The article composer: title, subtitle, an optional image (an https address or an upload), repeatable
 * sections and Add Section. Publish Article stays disabled until title and subtitle are filled. An
 * administrator's article is published at once; anyone else's waits for review.
 */
export function ArticleComposer({
  isAdmin,
  onPublished,
}: {
  isAdmin: boolean;
  onPublished: (saved: ArticleSaved) => void;
}) {
  const nextKey = useRef(1);
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [imageURL, setImageURL] = useState('');
  const [sections, setSections] = useState<DraftSection[]>([{ key: 0, heading: '', body: '' }]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const publish = useMutation({ mutationFn: createArticle, onSuccess: onPublished });
  const upload = useMutation({
    mutationFn: uploadArticleImage,
    onSuccess: (url) => {
      setImageURL(url);
      setErrors((current) => ({ ...current, imageURL: undefined }));
    },
  });

  const ready = title.trim().length > 0 && subtitle.trim().length > 0;
  const readTime = articleReadTime(sections.length);

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  function updateSection(key: number, change: Partial<Omit<DraftSection, 'key'>>) {
    setSections((current) => current.map((s) => (s.key === key ? { ...s, ...change } : s)));
  }

  function handleAddSection() {
    const key = nextKey.current++;
    // The new section's heading is where the writer continues: focused as part of the click, so keys typed
    // straight after it (a frame later on a busy machine) cannot land in the field the writer moved on to.
    flushSync(() => setSections((current) => [...current, { key, heading: '', body: '' }]));
    document.getElementById(`section-${key}-heading`)?.focus();
  }

  function handleImageFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server's own refusals, said before a large or wrong file travels.
    const problem = !IMAGE_TYPES.includes(file.type)
      ? ARTICLE_MESSAGES.imageUnsupported
      : file.size > ARTICLE.imageMaxBytes
        ? ARTICLE_MESSAGES.imageTooLarge
        : null;
    upload.reset();
    setErrors((current) => ({ ...current, imageURL: problem ?? undefined }));
    if (!problem) upload.mutate(file);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || publish.isPending) return;
    const input = payload(title, subtitle, imageURL, sections);
    const found = fieldErrors(input);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    publish.mutate(input);
  }

  // Only an address the server would take is loaded (an http one would be blocked, and is refused anyway).
  const ownImage = imageURL.trim();
  const previewImage = !ownImage
    ? ARTICLE.defaultImage
    : articleSchema.shape.imageURL.safeParse(ownImage).success
      ? ownImage
      : '';
  const uploadError = upload.isError ? errorMessage(upload.error) : undefined;

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="composer-title"
      className="space-y-6 p-5 sm:p-8"
      data-testid="article-composer"
    >
      <div className="space-y-1.5">
        <h2 id="composer-title" className="text-2xl font-bold tracking-tight">
          New Article
        </h2>
        <p className="text-sm leading-relaxed text-muted">
          {isAdmin
            ? 'You are an administrator: the article is published as soon as you press Publish Article.'
            : 'An administrator reviews your article before it is published. You can read it here meanwhile.'}
        </p>
      </div>

      {publish.isError ? <FormAlert>{errorMessage(publish.error)}</FormAlert> : null}

      <TextField
        id="article-title-input"
        label="Title"
        placeholder="What is the article about?"
        maxLength={ARTICLE.titleMax}
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          clearError('title');
        }}
        error={errors.title}
        aria-required
      />
      <TextField
        id="article-subtitle-input"
        label="Subtitle"
        placeholder="One sentence that makes people want to read it"
        maxLength={ARTICLE.subtitleMax}
        value={subtitle}
        onValueChange={(value) => {
          setSubtitle(value);
          clearError('subtitle');
        }}
        error={errors.subtitle}
        aria-required
      />

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-start">
        <div className="grid gap-2">
          <TextField
            id="article-image-input"
            label="Image URL"
            optional
            type="url"
            inputMode="url"
            placeholder="https://..."
            maxLength={2000}
            value={imageURL}
            onValueChange={(value) => {
              setImageURL(value);
              clearError('imageURL');
            }}
            error={errors.imageURL ?? uploadError}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
            >
              {upload.isPending ? (
                <Spinner className="size-4" label="Uploading the image" />
              ) : (
                <ImageUp aria-hidden />
              )}
              {upload.isPending ? 'Uploading...' : 'Upload an image'}
            </Button>
            <p className="text-xs text-muted">
              PNG, JPEG or WebP up to {ARTICLE.imageMaxBytes / 1024 / 1024} MB. Without one, the default image
              is used.
            </p>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={handleImageFile}
            className="hidden"
            data-testid="article-image-file"
          />
        </div>
        <figure className="grid gap-1">
          <ArticleImage src={previewImage} className="aspect-video w-full rounded-lg ring-1 ring-white/10" />
          <figcaption className="text-center text-xs text-muted">
            {!ownImage ? 'Default image' : previewImage ? 'Your image' : 'Not a usable address'}
          </figcaption>
        </figure>
      </div>

      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h3 className="text-lg font-bold">Sections</h3>
          <p className="text-xs text-muted">Sections without a heading or a body are left out.</p>
        </div>
        {sections.map((section, index) => (
          <fieldset
            key={section.key}
            className="relative grid gap-3 rounded-2xl border border-white/10 bg-white/[0.02] p-4 pt-3"
            data-testid="composer-section"
          >
            <legend className="float-left h-8 text-sm font-semibold leading-8 text-foreground/85">
              Section {index + 1}
            </legend>
            <Button
              variant="ghost"
              size="sm"
              className="absolute right-2 top-3"
              onClick={() => setSections((current) => current.filter((s) => s.key !== section.key))}
            >
              <Trash2 aria-hidden /> Remove<span className="sr-only"> section {index + 1}</span>
            </Button>
            <TextField
              id={`section-${section.key}-heading`}
              label="Heading"
              maxLength={ARTICLE.headingMax}
              value={section.heading}
              onValueChange={(heading) => updateSection(section.key, { heading })}
            />
            <TextAreaField
              id={`section-${section.key}-body`}
              label="Body"
              rows={6}
              maxLength={ARTICLE.bodyMax}
              placeholder="Plain text. Leave an empty line between paragraphs."
              value={section.body}
              onValueChange={(body) => updateSection(section.key, { body })}
            />
          </fieldset>
        ))}
        {errors.sections ? <FormAlert>{errors.sections}</FormAlert> : null}
        <Button
          variant="outline"
          onClick={handleAddSection}
          disabled={sections.length >= ARTICLE.sectionsMax}
        >
          <Plus aria-hidden /> Add Section
        </Button>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-white/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="composer-read-time">
          <Clock className="size-4" aria-hidden /> Read time: {readTime} min
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!ready || publish.isPending}
          aria-busy={publish.isPending || undefined}
        >
          {publish.isPending ? (
            <Spinner className="size-4 text-white" label="Publishing" />
          ) : (
            <Send aria-hidden />
          )}
          Publish Article
        </Button>
      </div>
    </form>
  );
}
