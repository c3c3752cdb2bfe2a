import { BookOpen, Mail, Users } from 'lucide-react';

const TILES = [
  {
    icon: BookOpen,
    title: 'Guides for independent artists',
    text: 'Releasing, promoting and getting paid: practical advice you can use this week.',
    accent: 'from-primary/30 to-primary/5 text-primary-text',
  },
  {
    icon: Users,
    title: 'News from the community',
    text: 'New features, listening parties and artists worth hearing across the Nation.',
    accent: 'from-violet-500/30 to-violet-500/5 text-violet-300',
  },
  {
    icon: Mail,
    title: 'Straight to your inbox',
    text: 'Subscribe and each new article comes to you by email. Confirm once, leave any time.',
    accent: 'from-sky-500/30 to-sky-500/5 text-sky-300',
  },
] as const;

/** The pane before an article is chosen: what the newsletter is, in three tiles. */
export function WelcomePane({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="newsletter-welcome-title" className="space-y-6 p-5 sm:p-8">
      <div className="space-y-2">
        <h2 id="newsletter-welcome-title" className="text-2xl font-bold tracking-tight">
          Welcome to the Newsletter
        </h2>
        <p className="max-w-2xl leading-relaxed text-foreground/80">
          Choose an article to read it. Articles are published by the Panda Nation team;{' '}
          {signedIn
            ? 'you can write one too with New Article, and an administrator reviews it before it appears here.'
            : 'members can write one too, and an administrator reviews it before it appears here.'}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {TILES.map(({ icon: Icon, title, text, accent }) => (
          <li
            key={title}
            className="flex items-start gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-4 md:flex-col md:p-5"
          >
            <span
              className={`grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br ring-1 ring-white/10 ${accent}`}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
