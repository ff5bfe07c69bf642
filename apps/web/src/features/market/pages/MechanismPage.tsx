import { MODEL_GROUP_SIZE } from '@portal/shared/catalogue-constants';
import { BANNER_TYPES } from '@portal/shared/constants';
import { links } from '../../../config/paths';
import { BannerCarousel } from '../../../shared/banner/BannerCarousel';
import { useModelGroups } from '../catalogue-api';
import { ModelCardView } from '../components/CatalogueCards';
import { GroupSection } from '../components/GroupSection';
import { ListState } from '../components/ListState';
import '../market.css';

/**
 * /Mechanism (spec 000 §2.8): banner type 5, published models grouped by model sort
 * (6 per group, newest first), each group with 更多 to /List; 免费 in the price position.
 */
export default function MechanismPage() {
  const groups = useModelGroups();
  const list = groups.data ?? [];

  return (
    <div className="catalogue-page">
      <BannerCarousel
        type={BANNER_TYPES.mechanismModel}
        fallbackTitle="机理模型"
        fallbackSummary="基于热工与制冷原理的机理模型，在线仿真"
        headingLevel={1}
      />
      <div className="container catalogue-page__body">
        <ListState
          loading={groups.isPending}
          error={groups.isError}
          empty={groups.isSuccess && list.length === 0}
          onRetry={() => void groups.refetch()}
          what="机理模型"
        />
        {list.map((group) => (
          <GroupSection
            key={group.code}
            id={`sort-${group.code}`}
            title={group.name}
            total={group.total}
            moreTo={links.list(group.name, 'jlmx')}
          >
            <div className="catalogue-grid catalogue-grid--three">
              {group.list.slice(0, MODEL_GROUP_SIZE).map((model) => (
                <ModelCardView key={model.id} model={model} />
              ))}
            </div>
          </GroupSection>
        ))}
      </div>
    </div>
  );
}
