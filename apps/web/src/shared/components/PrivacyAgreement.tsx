import { SITE_NAME } from '@portal/shared/constants';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { formatDate } from '@portal/shared/format';
import { type PrivacyBlock, privacyBlocks, privacyText } from '@portal/shared/privacy-text';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { CONTACT } from '../layout/SiteFooter';
import './privacy.css';

/** The agreement's dates (spec 000 §1: dated 2023-09). */
export const PRIVACY_UPDATED = '2023年9月1日';
export const PRIVACY_EFFECTIVE = '2023年9月15日';

/** A paragraph, or a list of points. */
type Block = string | readonly string[];

interface Section {
  title: string;
  blocks: readonly Block[];
}

const SECTIONS: readonly Section[] = [
  {
    title: '一、我们如何收集和使用您的个人信息',
    blocks: [
      '我们仅为实现本平台的功能、在合法、正当、必要和诚信的原则下收集您的个人信息。您拒绝提供某项信息时，仅会影响与之相关的功能，不影响您浏览平台公开的行业资讯、解决方案、应用市场等内容。',
      '1. 注册与登录。为创建账号，您需要提供手机号码、短信验证码、登录密码，并选择注册身份（租户、个人开发者或企业开发者）。手机号码用于账号标识、接收验证码和找回密码；密码在您的设备上经过摘要处理后才会发送，我们仅保存其不可逆的加盐散列值，任何人（包括我们的工作人员）都无法查看您的明文密码。',
      '2. 实名认证。为满足网络实名制及冷链行业交易安全的要求，当您选择实名注册或完成租户、开发者认证时，我们会收集：',
      [
        '个人开发者：姓名、身份证号码、身份证人像面与国徽面照片；',
        '租户与企业开发者：企业名称、统一社会信用代码、营业执照照片，以及管理员的姓名、身份证号码和身份证照片；',
        '为减少手工录入，我们可能在平台内对证件照片进行文字识别，识别过程在本平台的服务器上完成，不会发送给第三方。',
      ],
      '身份证号码、证件照片属于敏感个人信息，我们仅将其用于核验身份与资质，证件照片仅您本人及负责审核的平台运营人员可以查看。',
      '3. 应用订阅、试用与订单。当您订阅或试用应用市场中的应用、工业微服务或机理模型，或将其加入购物车并下单时，我们会记录您所属的租户、订阅的应用、订阅时长、订单与开票信息，用于开通服务、到期提醒和结算。',
      '4. 行业供需信息。当您发布供应或需求信息时，我们会收集您填写的企业名称、联系人、联系电话和信息内容。为保护联系方式，未登录的访客只能看到经过遮掩的联系电话。',
      '5. 在线留言。当您通过“联系我们”留言时，我们会收集您填写的姓名、电话、邮箱和留言内容，仅用于答复您的咨询。',
      '6. 设备与日志信息。为保障平台安全稳定运行，我们会自动记录必要的访问日志，包括 IP 地址、浏览器类型、访问时间和访问的页面，用于识别异常登录、防范短信验证码被滥用和排查故障。',
      '7. 依照法律法规，在以下情形中我们收集、使用您的个人信息无需征得您的同意：为订立、履行您作为一方当事人的合同所必需；为履行法定职责或法定义务所必需；为应对突发公共卫生事件，或紧急情况下为保护自然人的生命健康和财产安全所必需；在合理范围内处理您自行公开或其他已经合法公开的个人信息；法律、行政法规规定的其他情形。',
    ],
  },
  {
    title: '二、我们如何使用浏览器本地存储',
    blocks: [
      '为保持您的登录状态，我们会在您的浏览器本地存储中保存登录凭证、当前角色和所属租户等信息。若您勾选“记住账号”，我们只记住您的账号，绝不在浏览器中保存您的密码。退出登录时，上述信息会被全部清除。我们不使用本地存储进行广告追踪或跨站点追踪。',
    ],
  },
  {
    title: '三、我们如何委托处理、共享、转让和公开披露您的个人信息',
    blocks: [
      '1. 委托处理。为发送短信验证码、提供云计算与存储等服务，我们可能委托具备相应资质的服务商处理必要的个人信息。我们会与其签订严格的保密与数据保护协议，要求其仅按照我们的委托目的处理信息。',
      '2. 共享。我们不会向平台之外的任何公司、组织和个人共享您的个人信息，但以下情形除外：事先获得您的单独同意；您订阅某一应用后，为开通和使用该应用，向该应用的开发方提供您所属租户的名称与管理员联系方式；根据法律法规或有权机关的要求。',
      '3. 转让。因合并、分立、解散、被宣告破产等原因需要转移个人信息的，我们会告知您接收方的名称和联系方式，并要求接收方继续履行本协议的义务；接收方变更原先的处理目的、处理方式的，将重新取得您的同意。',
      '4. 公开披露。除您自行发布的供需信息等公开内容外，我们不会公开披露您的个人信息。',
    ],
  },
  {
    title: '四、我们如何存储和保护您的个人信息',
    blocks: [
      '1. 存储地点。我们在中华人民共和国境内收集和产生的个人信息，存储在中华人民共和国境内，不会向境外提供。',
      '2. 存储期限。我们仅在实现本协议所述目的所必需的最短期间内保留您的个人信息：账号信息在您注销账号后删除或匿名化处理；短信验证码在 5 分钟后失效；访问日志保存不少于六个月，以满足网络安全法律法规的要求。法律法规另有规定的，从其规定。',
      '3. 安全措施。我们采用传输加密、密码加盐散列存储、证件照片访问控制、短信验证码频次限制、操作权限分级与审计等措施保护您的个人信息，并定期开展安全检查与员工数据安全培训。',
      '4. 安全事件处置。如不幸发生个人信息安全事件，我们将按照法律法规的要求，及时以短信、站内通知等方式告知您事件的基本情况、可能的影响、我们已采取或将要采取的处置措施，以及您可以自主防范和降低风险的建议，并依法向监管部门报告。',
    ],
  },
  {
    title: '五、您的权利',
    blocks: [
      '按照《中华人民共和国个人信息保护法》等法律法规，您对自己的个人信息享有以下权利：',
      [
        '查阅与复制：登录后在个人中心查看您的账号与认证信息，或联系我们获取个人信息副本；',
        '更正与补充：认证信息在未提交或被驳回时可以自行修改，审核中或已通过时可以联系我们更正；',
        '删除：在处理目的已实现、您撤回同意或我们违反约定处理等情形下，您可以要求删除您的个人信息；',
        '撤回同意：您可以通过联系我们撤回此前作出的同意，撤回不影响撤回前基于同意已进行的处理；',
        '注销账号：您可以联系我们注销账号，注销后我们将停止为您提供服务，并删除或匿名化处理您的个人信息；',
        '获得解释：您有权要求我们对本协议及个人信息处理规则作出解释说明。',
      ],
      '为保障账号安全，我们在处理您的请求前可能需要验证您的身份。我们将在收到请求并完成身份验证后的十五个工作日内答复。',
    ],
  },
  {
    title: '六、未成年人的个人信息',
    blocks: [
      '本平台面向企业用户和专业开发者，不向未满十八周岁的未成年人提供注册服务。如我们发现在未事先获得监护人同意的情况下收集了未成年人的个人信息，将尽快删除相关信息。',
    ],
  },
  {
    title: '七、本协议的更新',
    blocks: [
      '我们可能根据业务调整或法律法规的变化更新本协议。更新后，我们会在本页面公布新的版本并标明更新日期；对于重大变更（例如处理目的、处理的个人信息种类或共享对象发生变化），我们会通过站内通知或短信等显著方式告知您，并在必要时重新征得您的同意。',
    ],
  },
  {
    title: '八、如何联系我们',
    blocks: [
      '如您对本协议或您的个人信息有任何疑问、意见或投诉，可以通过以下方式与我们的个人信息保护负责人联系：',
      [
        `客服热线：${CONTACT.hotline}（${CONTACT.serviceHours}）`,
        `电子邮箱：${CONTACT.salesEmail}（请在邮件标题中注明“个人信息保护”）`,
        `通信地址：${CONTACT.address}`,
      ],
      '如您对我们的答复不满意，您还可以向网信、公安、市场监管等有关部门投诉或举报，或向被告住所地有管辖权的人民法院提起诉讼。',
    ],
  },
];

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The agreement an operator saved (站点设置); `html` null while the built-in text stands. */
export const PRIVACY_QUERY_KEY = ['privacy'] as const;

export function usePrivacyText() {
  return useQuery({
    queryKey: PRIVACY_QUERY_KEY,
    queryFn: () => call(firstScreenAddresses.privacy, {}, { silent: true }),
  });
}

/**
 * The personal-information privacy agreement of the platform (spec 000 §1). Shown on /privacy
 * and in the dialog of the registration form: the text an operator saved in the console (站点设置),
 * sanitised rich text, or else the built-in one below (dated 2023-09), also when the call fails.
 */
export function PrivacyAgreement() {
  const agreement = usePrivacyText();
  if (agreement.isPending) {
    return (
      <article className="privacy-agreement" aria-busy="true">
        <p className="privacy-agreement__loading">正在加载隐私协议…</p>
      </article>
    );
  }
  const text = agreement.data?.text;
  if (!text) return <BuiltInPrivacyAgreement />;
  return (
    <article className="privacy-agreement">
      {agreement.data?.updateTime ? (
        <p className="privacy-agreement__dates">更新日期：{formatDate(agreement.data.updateTime)}</p>
      ) : null}
      <PrivacyBlocks blocks={privacyBlocks(text)} />
    </article>
  );
}

/** An operator's agreement: its headings, paragraphs and lists, drawn as text (never as HTML). */
export function PrivacyBlocks({ blocks }: { blocks: readonly PrivacyBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // The blocks have no identity but their place; the list is redrawn whole when it changes.
        const key = `${index}:${block.kind}`;
        if (block.kind === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: points may repeat; their place is their identity
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </>
  );
}

const INTRO = [
  `欢迎使用${SITE_NAME}（以下简称“本平台”或“我们”）。本平台为冷库、冷链物流、食品加工等企业以及工业应用开发者提供行业资讯、应用市场、工业微服务、机理模型、物联网接入和行业供需对接等服务。我们深知个人信息对您的重要性，将按照法律法规的要求，采取相应的安全保护措施，尽力保护您的个人信息安全。`,
  '本协议说明我们在您使用本平台时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。',
  '请您在注册前仔细阅读并充分理解本协议，特别是其中关于身份证件等敏感个人信息的处理规则。您勾选同意并完成注册，即表示您已阅读并同意本协议的全部内容。',
] as const;

/** The built-in agreement as an operator edits it (站点设置's first text): headings, paragraphs, lists. */
export function builtInPrivacyText(): string {
  const blocks: PrivacyBlock[] = [
    { kind: 'paragraph', text: `本协议生效日期：${PRIVACY_EFFECTIVE}` },
    ...INTRO.map((text): PrivacyBlock => ({ kind: 'paragraph', text })),
    ...SECTIONS.flatMap((section): PrivacyBlock[] => [
      { kind: 'heading', text: section.title },
      ...section.blocks.map(
        (block): PrivacyBlock =>
          typeof block === 'string'
            ? { kind: 'paragraph', text: block }
            : { kind: 'list', items: [...block] },
      ),
    ]),
    { kind: 'paragraph', text: SITE_NAME },
  ];
  return privacyText(blocks);
}

/** The built-in agreement (spec 000 §1, dated 2023-09): shown until an operator saves another. */
export function BuiltInPrivacyAgreement() {
  return (
    <article className="privacy-agreement">
      <p className="privacy-agreement__dates">
        更新日期：{PRIVACY_UPDATED}　生效日期：{PRIVACY_EFFECTIVE}
      </p>
      <p>{INTRO[0]}</p>
      <p>
        {INTRO[1]}
        <strong>{INTRO[2]}</strong>
      </p>
      {SECTIONS.map((section) => (
        <section key={section.title} className="privacy-agreement__section">
          <h2>{section.title}</h2>
          {section.blocks.map((block) => (
            <BlockView key={typeof block === 'string' ? block : block.join('')} block={block} />
          ))}
        </section>
      ))}
      <p className="privacy-agreement__sign">
        {SITE_NAME}
        <br />
        {PRIVACY_UPDATED}
      </p>
    </article>
  );
}
