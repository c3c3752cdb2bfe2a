import { PRODUCT_NAME } from '@common/constants';
import { CONTACT } from '@common/contact';
import { Link } from 'wouter';
import { PandaMark } from '@/app/PandaMark';

const FOOTER_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/upload', label: 'Upload' },
  { href: '/contact', label: 'Contact' },
  { href: '/about', label: 'About' },
  { href: '/copyright', label: 'Copyright' },
] as const;

/** The About page's footer: the brand and links to Home, Upload, Contact, About and Copyright. */
export function AboutFooter() {
  return (
    <footer className="border-t border-white/10 pt-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <PandaMark className="size-10" />
          <div>
            <p className="font-extrabold tracking-tight">
              Panda <span className="text-primary-text">Nation</span>
            </p>
            <p className="text-sm text-muted">Independent music, together.</p>
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded text-foreground/80 transition-colors hover:text-primary-text"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mt-6 text-xs text-muted">
        &copy; {new Date().getFullYear()} {PRODUCT_NAME}. Made in {CONTACT.location} for independent artists
        everywhere.
      </p>
    </footer>
  );
}
