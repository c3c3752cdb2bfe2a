// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AddLessonForm } from './AddLessonForm';
import { AddModuleForm } from './AddModuleForm';
import type { SaveCourse } from './useCourseSave';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

/** A save the test finishes by hand: `finish(true)` answers as a saved call, `finish(false)` as a refusal. */
function heldSave() {
  let finish: (ok: boolean) => void = () => undefined;
  const save: SaveCourse = () =>
    new Promise<boolean>((resolve) => {
      finish = resolve;
    });
  return { save, finish: (ok: boolean) => act(async () => finish(ok)) };
}

async function render(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(element));
}

const field = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const control = found?.querySelector('input, textarea');
  if (!control) throw new Error(`no field ${label}`);
  return control as HTMLInputElement | HTMLTextAreaElement;
};

/** Types into a React-controlled field as a person does: the native setter, then an input event. */
async function type(label: string, text: string) {
  const control = field(label);
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = () => act(async () => container.querySelector('form')?.requestSubmit());

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

/** The lesson form with its first lesson typed and sent; the save waits for the test to finish it. */
async function sendFirstLesson() {
  const held = heldSave();
  await render(<AddLessonForm moduleId={1} moduleTitle="Basics" save={held.save} busy={false} />);
  await type('Lesson title', 'What a sample is');
  await type('Content (Markdown)', 'A **sample** is a piece of another recording.');
  await submit();
  return held;
}

describe('adding lessons and modules one after another', () => {
  it('empties the lesson form once the lesson is saved', async () => {
    const held = await sendFirstLesson();
    await held.finish(true);
    expect(field('Lesson title').value).toBe('');
    expect(field('Content (Markdown)').value).toBe('');
  });

  it('keeps the next lesson the author typed while the first was being saved', async () => {
    const held = await sendFirstLesson();
    await type('Lesson title', 'Asking for permission');
    await type('Content (Markdown)', 'Write to the *master owner*.');
    await held.finish(true);
    expect(field('Lesson title').value).toBe('Asking for permission');
    expect(field('Content (Markdown)').value).toBe('Write to the *master owner*.');
  });

  it('keeps what was sent when the save is refused', async () => {
    const held = heldSave();
    await render(<AddLessonForm moduleId={1} moduleTitle="Basics" save={held.save} busy={false} />);
    await type('Lesson title', 'What a sample is');
    await submit();
    await held.finish(false);
    expect(field('Lesson title').value).toBe('What a sample is');
  });

  it('keeps the next module the author typed while the first was being saved', async () => {
    const held = heldSave();
    await render(<AddModuleForm courseId={1} save={held.save} busy={false} />);
    await type('Module title', 'Why clearance matters');
    await submit();
    await type('Module title', 'Who owns a recording');
    await held.finish(true);
    expect(field('Module title').value).toBe('Who owns a recording');
    expect(field('Module description').value).toBe('');
  });
});
