// The verification page of a financing certificate (decision 117), in its own chunk: the
// public home never loads it.
export { CertificateCheckPage } from '../../features/certificate-check/components/certificate-check-page';
