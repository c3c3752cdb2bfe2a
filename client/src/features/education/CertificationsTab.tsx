import type { MyCertificates } from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { Award, Download, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { CertificateStatusBadge } from './CertificateStatusBadge';
import { certificatePath, educationKeys, formatDay } from './educationApi';

/** Certifications: the caller's certificates with their number, dates and status. */
export function CertificationsTab({ onBrowse }: { onBrowse: () => void }) {
  const certificates = useQuery<MyCertificates>({ queryKey: educationKeys.certificates, staleTime: 0 });

  if (certificates.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading your certificates" />
      </div>
    );
  }
  if (certificates.isError) return <p role="alert">{errorMessage(certificates.error)}</p>;

  const list = certificates.data.certificates;
  if (list.length === 0) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 px-6 py-10 text-center">
        <h2 className="text-xl font-bold">No certificates yet</h2>
        <p className="text-sm text-muted">Complete every lesson of a course to earn its certificate.</p>
        <Button onClick={onBrowse}>Browse courses</Button>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Your certificates">
      {list.map((certificate) => (
        <li
          key={certificate.id}
          className="grid min-w-0 gap-3 rounded-2xl border border-amber-400/20 bg-gradient-to-br from-amber-400/10 to-transparent p-5"
          data-testid="certificate-item"
        >
          <div className="flex items-start gap-3">
            <Award className="size-8 shrink-0 text-amber-300" aria-hidden />
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-bold leading-snug">{certificate.courseTitle}</h3>
              <p className="break-all font-mono text-sm text-muted">{certificate.certificateNumber}</p>
            </div>
            <CertificateStatusBadge status={certificate.status} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted">Issued</dt>
              <dd>{formatDay(certificate.issueDate)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Expires</dt>
              <dd>{formatDay(certificate.expiryDate)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link href={certificatePath(certificate.certificateNumber)}>
                <ExternalLink aria-hidden />
                View certificate<span className="sr-only"> for {certificate.courseTitle}</span>
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={certificate.pdfUrl} download>
                <Download aria-hidden />
                Download PDF<span className="sr-only"> for {certificate.courseTitle}</span>
              </a>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
