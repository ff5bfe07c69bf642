import type { Generated } from 'kysely';

export interface RegistrationTable {
  id: Generated<number>;
  userId: number;
  type: number;
  status: number;
  adminIdCard: string | null;
  idCardFront: string | null;
  idCardTail: string | null;
  businessLicense: string | null;
  createTime: string;
  updateTime: string;
  // The submitted certification form (issue 12); null until first submitted.
  adminName: string | null;
  legalPersonName: string | null;
  legalPersonPhone: string | null;
  legalPersonIdCard: string | null;
  creditCode: string | null;
  enCode: string | null;
  companyName: string | null;
  email: string | null;
  address: string | null;
  applicationForm: string | null;
  letterCommitment: string | null;
  /** The reason of a rejection (spec: examineRemake). */
  examineRemake: string | null;
  submitTime: string | null;
  reviewTime: string | null;
  reviewerUserId: number | null;
}

/** Registrations and their certification. Columns and timestamps as db/schema.ts says. */
export interface CertificationTables {
  registration: RegistrationTable;
}
