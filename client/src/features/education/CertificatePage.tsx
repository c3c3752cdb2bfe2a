import {
  EDUCATION_MESSAGES,
  linkedInCertificationUrl,
  type CertificateVerification,
  type MyCertificates,
} from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { Award, Download, Printer, Share2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useAuth } from '@/features/auth';
import { ShareButton, useDocumentTitle } from '@/features/sharing';
import { ApiError, errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { CertificateStatusBadge } from './CertificateStatusBadge';
import { educationKeys, formatDay } from './educationApi';
import './certificate.css';

/**
 * /certificates/:number: the public check of a certificate, printable, with its PDF; its holder, signed in, can
 * also add it to their LinkedIn profile while it is valid.
 */
export default function CertificatePage() {
  const params = useParams<{ number: string }>();
  const number = decodeURIComponent(params.number ?? '');
  const { user } = useAuth();
  const certificate = useQuery<CertificateVerification>({
    queryKey: educationKeys.certificate(number),
    enabled: number !== '',
    staleTime: 0,
  });
  const mine = useQuery<MyCertificates>({ queryKey: educationKeys.certificates, enabled: user !== null });
  useDocumentTitle(certificate.data ? `Certificate: ${certificate.data.courseTitle}` : null);

  if (certificate.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label="Checking the certificate" />
      </div>
    );
  }
  if (certificate.isError) {
    const unknown = certificate.error instanceof ApiError && certificate.error.status === 404;
    return (
      <div className="mx-auto grid max-w-lg justify-items-center gap-3 px-4 py-20 text-center">
        <ShieldAlert className="size-12 text-primary-text" aria-hidden />
        <h1 className="text-2xl font-bold">
          {unknown ? 'Certificate not found' : 'The certificate could not be checked'}
        </h1>
        <p className="break-all text-muted" data-testid="certificate-problem">
          {unknown ? EDUCATION_MESSAGES.certificateNotFound : errorMessage(certificate.error)}
        </p>
        <p className="break-all font-mono text-sm text-muted">{number}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/education">Go to Education</Link>
        </Button>
      </div>
    );
  }

  const data = certificate.data;
  const held =
    mine.data?.certificates.some((own) => own.certificateNumber === data.certificateNumber) ?? false;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 sm:py-10">
      <div
        className={
          data.valid
            ? 'certificate-no-print flex items-start gap-3 rounded-xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-50'
            : 'certificate-no-print flex items-start gap-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-50'
        }
        role="status"
        data-testid="certificate-validity"
      >
        {data.valid ? (
          <ShieldCheck className="size-5 shrink-0 text-emerald-300" aria-hidden />
        ) : (
          <ShieldAlert className="size-5 shrink-0 text-amber-300" aria-hidden />
        )}
        <p>
          {data.valid
            ? 'This certificate is genuine and valid: Panda Nation issued it to the person named below.'
            : `Panda Nation issued this certificate, but it is ${data.status} and no longer valid.`}
        </p>
      </div>

      <article
        className="certificate-sheet relative grid gap-6 overflow-hidden rounded-3xl border-4 border-double border-amber-400/60 bg-gradient-to-br from-[#2a1f2a] via-[#1f1f23] to-[#2a2418] p-6 text-center shadow-2xl shadow-black/50 sm:p-12"
        aria-labelledby="certificate-heading"
        data-testid="certificate"
      >
        <div className="grid justify-items-center gap-2">
          <Award className="certificate-accent size-14 text-amber-300" aria-hidden />
          <p className="certificate-muted text-xs font-semibold uppercase tracking-[0.3em] text-muted">
            Panda Nation Education
          </p>
          <h1 id="certificate-heading" className="text-2xl font-extrabold tracking-tight sm:text-4xl">
            Certificate of Completion
          </h1>
        </div>
        <div className="grid gap-2">
          <p className="certificate-muted text-sm text-muted">This certifies that</p>
          <p
            className="certificate-accent break-words text-3xl font-bold text-primary-text sm:text-4xl"
            data-testid="certificate-holder"
          >
            {data.holderName}
          </p>
          <p className="certificate-muted text-sm text-muted">has completed every lesson of the course</p>
          <p className="break-words text-xl font-bold sm:text-2xl" data-testid="certificate-course">
            {data.courseTitle}
          </p>
          <p className="certificate-muted text-sm text-muted">taught by {data.instructor}</p>
        </div>
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-4">
          <div className="grid gap-1">
            <dt className="certificate-muted text-xs uppercase tracking-wide text-muted">Issued</dt>
            <dd className="font-semibold">{formatDay(data.issueDate)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="certificate-muted text-xs uppercase tracking-wide text-muted">Expires</dt>
            <dd className="font-semibold">{formatDay(data.expiryDate)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="certificate-muted text-xs uppercase tracking-wide text-muted">Status</dt>
            <dd>
              <CertificateStatusBadge status={data.status} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="certificate-muted text-xs uppercase tracking-wide text-muted">Number</dt>
            <dd className="break-all font-mono font-semibold" data-testid="certificate-number">
              {data.certificateNumber}
            </dd>
          </div>
        </dl>
        <p className="certificate-muted break-all text-xs text-muted">
          Verify at <span className="font-mono">{data.verifyUrl}</span>
        </p>
      </article>

      <div className="certificate-no-print flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
        <Button asChild variant="outline">
          <a href={data.pdfUrl} download>
            <Download aria-hidden />
            Download PDF
          </a>
        </Button>
        {data.valid ? (
          <ShareButton
            url={`/certificates/${data.certificateNumber}`}
            title={`Certificate: ${data.courseTitle}`}
          />
        ) : null}
        {held && data.valid ? (
          <Button asChild variant="outline">
            <a href={linkedInCertificationUrl(data)} target="_blank" rel="noopener noreferrer">
              <Share2 aria-hidden />
              Add to LinkedIn
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
