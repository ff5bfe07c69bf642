import { SITE_NAME } from '@portal/shared/constants';
import { Drawer } from 'antd';
import { AntdScope } from '../antd/AntdScope';
import { AccountActions } from './AccountActions';
import { NavLinks } from './NavLinks';
import type { NavItem } from './nav';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  navItems: readonly NavItem[];
}

/**
 * The navigation below 992 px: the same links and account buttons in an antd drawer, in
 * antd's configuration; loaded (antd with it) on first use.
 */
export default function MobileNavDrawer({ open, onClose, navItems }: MobileNavDrawerProps) {
  return (
    <AntdScope>
      <Drawer
        open={open}
        onClose={onClose}
        placement="right"
        size={280}
        title={SITE_NAME}
        rootClassName="site-drawer"
      >
        <NavLinks items={navItems} label="导航菜单" className="site-drawer__nav" onNavigate={onClose} />
        <div className="site-drawer__actions">
          <AccountActions onDone={onClose} />
        </div>
      </Drawer>
    </AntdScope>
  );
}
