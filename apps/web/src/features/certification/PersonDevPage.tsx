import { REGISTRATION_TYPES } from '@portal/shared/accounts-constants';
import type { DeveloperCertificationRequest } from '@portal/shared/certification';
import { submitDeveloperCertification } from './api';
import { COMPANY_FIELDS, CompanyFields, PERSON_FIELDS, PersonFields } from './CertificationFields';
import { CertificationWizard } from './CertificationWizard';

/**
 * /admin/personDev: the developer certification wizard (spec 001 §2.8, §5.5): one step 信息完善
 * then 完成. An individual (type 1) gives the person and ID card; an enterprise developer the
 * company too.
 */
export default function PersonDevPage() {
  return (
    <CertificationWizard
      steps={(certification) => {
        const enterprise = certification.type !== REGISTRATION_TYPES.personalDeveloper;
        return [
          {
            title: '信息完善',
            fields: enterprise ? [...PERSON_FIELDS, ...COMPANY_FIELDS] : PERSON_FIELDS,
            render: (form, disabled) => (
              <>
                <PersonFields form={form} disabled={disabled} />
                {enterprise ? <CompanyFields form={form} disabled={disabled} /> : null}
              </>
            ),
          },
        ];
      }}
      submit={(values) => submitDeveloperCertification(values as unknown as DeveloperCertificationRequest)}
    />
  );
}
