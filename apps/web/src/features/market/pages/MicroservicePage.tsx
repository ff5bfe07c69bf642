import { MICRO_GROUP_SIZE, MICRO_MORE_ABOVE } from '@portal/shared/catalogue-constants';
import { BANNER_TYPES } from '@portal/shared/constants';
import { links } from '../../../config/paths';
import { BannerCarousel } from '../../../shared/banner/BannerCarousel';
import { useMicroGroups } from '../catalogue-api';
import { MicroCompactItem, MicroFeatureCard } from '../components/CatalogueCards';
import { GroupSection } from '../components/GroupSection';
import { ListState } from '../components/ListState';
import '../market.css';

const FEATURED = 2;

/**
 * /Microservice (spec 000 §2.7): banner type 4, groups by industry with up to 2 featured
 * cards and up to 6 compact items; 更多 to /List only when the group has more than 5.
 */
export default function MicroservicePage() {
  const groups = useMicroGroups();
  const list = (groups.data ?? []).filter((group) => group.microList.length > 0);

  return (
    <div className="catalogue-page">
      <BannerCarousel
        type={BANNER_TYPES.microservice}
        fallbackTitle="工业微服务"
        fallbackSummary="可复用的工业计算与数据服务组件，在线调试"
        headingLevel={1}
      />
      <div className="container catalogue-page__body">
        <ListState
          loading={groups.isPending}
          error={groups.isError}
          empty={groups.isSuccess && list.length === 0}
          onRetry={() => void groups.refetch()}
          what="微服务"
        />
        {list.map((group) => (
          <GroupSection
            key={group.id}
            id={`micro-${group.id}`}
            title={group.name}
            total={group.total}
            moreTo={group.total > MICRO_MORE_ABOVE ? links.list(group.name, 'micr') : undefined}
          >
            <div className="catalogue-group__featured">
              {group.microList.slice(0, FEATURED).map((micro) => (
                <MicroFeatureCard key={micro.id} micro={micro} />
              ))}
            </div>
            {group.microList.length > FEATURED ? (
              <div className="catalogue-group__small">
                {group.microList.slice(FEATURED, MICRO_GROUP_SIZE).map((micro) => (
                  <MicroCompactItem key={micro.id} micro={micro} />
                ))}
              </div>
            ) : null}
          </GroupSection>
        ))}
      </div>
    </div>
  );
}
