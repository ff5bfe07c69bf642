import { BANNER_TYPES } from '@portal/shared/constants';
import { MARKET_GROUP_FEATURED, MARKET_GROUP_SIZE } from '@portal/shared/market-constants';
import { links } from '../../../config/paths';
import { BannerCarousel } from '../../../shared/banner/BannerCarousel';
import { useIndustryGroups } from '../app-market-api';
import { CartFloat } from '../cart/CartFloat';
import { AppFeatureCard, AppSmallItem } from '../components/Cards';
import { GroupSection } from '../components/GroupSection';
import { ListState } from '../components/ListState';
import { useMarketActions } from '../useMarketActions';
import '../market.css';

/**
 * /Application (spec 000 §2.6): banner type 3, then one section per industry with the
 * first 2 apps as featured cards and the next up to 6 as small items, each with subscribe
 * and cart buttons, and 更多 to /List. The floating cart shows only when logged in.
 */
export default function ApplicationPage() {
  const groups = useIndustryGroups();
  const actions = useMarketActions();
  const list = groups.data ?? [];

  return (
    <div className="catalogue-page">
      <BannerCarousel
        type={BANNER_TYPES.appMarket}
        fallbackTitle="应用市场"
        fallbackSummary="精选冷链行业工业应用，免费试用、按年订阅"
        headingLevel={1}
      />
      <div className="container catalogue-page__body">
        <ListState
          loading={groups.isPending}
          error={groups.isError}
          empty={groups.isSuccess && list.length === 0}
          onRetry={() => void groups.refetch()}
          what="应用"
        />
        {list.map((group) => (
          <GroupSection
            key={group.id}
            id={`industry-${group.id}`}
            title={group.name}
            total={group.total}
            moreTo={links.list(group.name, 'app')}
          >
            <div className="catalogue-group__featured">
              {group.marketList.slice(0, MARKET_GROUP_FEATURED).map((app) => (
                <AppFeatureCard key={app.id} app={app} actions={actions} />
              ))}
            </div>
            {group.marketList.length > MARKET_GROUP_FEATURED ? (
              <div className="catalogue-group__small">
                {group.marketList.slice(MARKET_GROUP_FEATURED, MARKET_GROUP_SIZE).map((app) => (
                  <AppSmallItem key={app.id} app={app} actions={actions} />
                ))}
              </div>
            ) : null}
          </GroupSection>
        ))}
      </div>
      <CartFloat viewer={actions.viewer} />
      {actions.elements}
    </div>
  );
}
