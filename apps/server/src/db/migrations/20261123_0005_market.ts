import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idColumn } from './helpers.ts';

// The marketplace: apps with yearly price plans and associations, microservices, mechanism
// models, subscriptions, cart, orders and usage logs. Money is integer fen; flags 0/1;
// timestamps ISO-8601 UTC text.

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('marketIndustry')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('marketApp')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('industryId', 'integer', (col) => col.notNull().references('marketIndustry.id'))
    .addColumn('detailsRemake', 'varchar(500)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('logo', 'varchar(300)', (col) => col.notNull())
    // 1 published; anything else is never shown publicly.
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('charged', 'integer', (col) => col.notNull())
    .addColumn('isTrial', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trialTime', 'integer')
    .addColumn('exploitTenantId', 'integer', (col) => col.references('tenant.id'))
    .addColumn('installNum', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('contactPerson', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('modifyTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('marketApp_state_industry')
    .on('marketApp')
    .columns(['state', 'industryId'])
    .execute();
  await db.schema.createIndex('marketApp_name').on('marketApp').column('name').execute();

  await db.schema
    .createTable('marketPricePlan')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('appId', 'integer', (col) => col.notNull().references('marketApp.id').onDelete('cascade'))
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('timeUnit', 'varchar(10)', (col) => col.notNull())
    .addColumn('originalPriceFen', 'integer', (col) => col.notNull())
    .addColumn('currentPriceFen', 'integer', (col) => col.notNull())
    .addUniqueConstraint('marketPricePlan_app_duration', ['appId', 'duration'])
    .execute();

  // App A lists app B: subscribing to (or carting) A brings B along.
  await db.schema
    .createTable('marketAssociation')
    .addColumn('appId', 'integer', (col) => col.notNull().references('marketApp.id').onDelete('cascade'))
    .addColumn('associatedAppId', 'integer', (col) =>
      col.notNull().references('marketApp.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('marketAssociation_pk', ['appId', 'associatedAppId'])
    .execute();
  await db.schema
    .createIndex('marketAssociation_associated')
    .on('marketAssociation')
    .column('associatedAppId')
    .execute();

  await db.schema
    .createTable('marketSubscription')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('tenantId', 'integer', (col) => col.notNull().references('tenant.id'))
    .addColumn('marketId', 'integer', (col) => col.notNull().references('marketApp.id'))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id'))
    // 0 trial, 1 subscription
    .addColumn('type', 'integer', (col) => col.notNull())
    // null = long-term (a free app)
    .addColumn('duration', 'integer')
    .addColumn('timeUnit', 'varchar(10)', (col) => col.notNull())
    .addColumn('notifierName', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('expirationReminder', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('hadTrial', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trailIp', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('startTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('endTime', 'varchar(30)')
    .addColumn('subscriptionTime', 'varchar(30)')
    .addColumn('unsubscribeTime', 'varchar(30)')
    // Deleted rows stay (a trial is offered once) but never show.
    .addColumn('deleteTime', 'varchar(30)')
    .execute();
  // One live subscription per tenant and app, even under concurrent requests.
  await db.schema
    .createIndex('marketSubscription_live')
    .on('marketSubscription')
    .columns(['tenantId', 'marketId'])
    .unique()
    .where(sql.ref('deleteTime'), 'is', null)
    .execute();
  await db.schema
    .createIndex('marketSubscription_tenant')
    .on('marketSubscription')
    .columns(['tenantId', 'id'])
    .execute();

  await db.schema
    .createTable('marketCartItem')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('tenantId', 'integer', (col) => col.notNull().references('tenant.id'))
    .addColumn('marketId', 'integer', (col) => col.notNull().references('marketApp.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id'))
    // Years; null until chosen.
    .addColumn('duration', 'integer')
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('marketCartItem_tenant_market', ['tenantId', 'marketId'])
    .execute();

  await db.schema
    .createTable('marketOrder')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('orderNo', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('tenantId', 'integer', (col) => col.notNull().references('tenant.id'))
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id'))
    // 0 saved, 1 awaiting payment, 2 paid
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('totalPriceFen', 'integer', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('placeTime', 'varchar(30)')
    .addColumn('payTime', 'varchar(30)')
    .addColumn('confirmUserId', 'integer', (col) => col.references('userAccount.id'))
    .execute();
  await db.schema.createIndex('marketOrder_tenant').on('marketOrder').columns(['tenantId', 'id']).execute();

  await db.schema
    .createTable('marketOrderItem')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('orderId', 'integer', (col) => col.notNull().references('marketOrder.id').onDelete('cascade'))
    .addColumn('marketId', 'integer', (col) => col.notNull().references('marketApp.id'))
    .addColumn('marketName', 'varchar(100)', (col) => col.notNull())
    // The cart item it came from (placing removes it); null for a direct purchase.
    .addColumn('cartItemId', 'integer')
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('timeUnit', 'varchar(10)', (col) => col.notNull())
    .addColumn('priceFen', 'integer', (col) => col.notNull())
    .addColumn('originalPriceFen', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('marketOrderItem_order').on('marketOrderItem').column('orderId').execute();

  await db.schema
    .createTable('microservice')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('industryId', 'integer', (col) => col.notNull().references('marketIndustry.id'))
    // 0 install, 1 trial, 2 sign, 3 seal
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('charged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(300)', (col) => col.notNull())
    .addColumn('contentRemake', 'varchar(500)', (col) => col.notNull())
    .addColumn('detailsRemake', 'varchar(1000)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('contactPerson', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('uploadCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('protocol', 'varchar(10)', (col) => col.notNull())
    .addColumn('prefix', 'varchar(100)', (col) => col.notNull())
    .addColumn('uri', 'varchar(300)', (col) => col.notNull())
    .addColumn('domain', 'varchar(200)', (col) => col.notNull())
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('modifyTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('microservice_state_industry')
    .on('microservice')
    .columns(['state', 'industryId'])
    .execute();

  await db.schema
    .createTable('modelSort')
    .addColumn('code', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('mechanismModel')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('modelName', 'varchar(100)', (col) => col.notNull())
    .addColumn('code', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('describes', 'varchar(1000)', (col) => col.notNull())
    .addColumn('iconAddr', 'varchar(300)', (col) => col.notNull())
    .addColumn('modelSortCode', 'varchar(50)', (col) => col.notNull().references('modelSort.code'))
    .addColumn('modelTypeName', 'varchar(50)', (col) => col.notNull())
    .addColumn('professionSortName', 'varchar(50)', (col) => col.notNull())
    .addColumn('principle', 'text', (col) => col.notNull())
    // 3 published
    .addColumn('modelStatusCode', 'integer', (col) => col.notNull())
    .addColumn('useCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('protocol', 'varchar(10)', (col) => col.notNull())
    .addColumn('prefix', 'varchar(100)', (col) => col.notNull())
    .addColumn('uri', 'varchar(300)', (col) => col.notNull())
    .addColumn('domain', 'varchar(200)', (col) => col.notNull())
    .addColumn('isRequestData', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .addColumn('updateTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mechanismModel_status_sort')
    .on('mechanismModel')
    .columns(['modelStatusCode', 'modelSortCode'])
    .execute();

  // Parameters of a microservice ('micro') or a model ('model') endpoint.
  await db.schema
    .createTable('requestField')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('ownerKind', 'varchar(10)', (col) => col.notNull())
    .addColumn('ownerId', 'integer', (col) => col.notNull())
    .addColumn('requestName', 'varchar(100)', (col) => col.notNull())
    .addColumn('requestDescribes', 'varchar(200)', (col) => col.notNull())
    .addColumn('requestDefaultValue', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('requestType', 'integer', (col) => col.notNull())
    .addColumn('requestLocation', 'integer', (col) => col.notNull())
    .addColumn('requiredFlag', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unit', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('requestField_owner')
    .on('requestField')
    .columns(['ownerKind', 'ownerId'])
    .execute();

  await db.schema
    .createTable('usageLog')
    .addColumn('id', 'integer', idColumn(db))
    // 1 microservice, 2 model
    .addColumn('meMiType', 'integer', (col) => col.notNull())
    .addColumn('mid', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('message', 'varchar(2000)', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('userId', 'integer', (col) => col.notNull().references('userAccount.id').onDelete('cascade'))
    .addColumn('tenantId', 'integer', (col) => col.references('tenant.id'))
    .addColumn('createTime', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('usageLog_item').on('usageLog').columns(['meMiType', 'mid', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the app's typed schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'usageLog',
    'requestField',
    'mechanismModel',
    'modelSort',
    'microservice',
    'marketOrderItem',
    'marketOrder',
    'marketCartItem',
    'marketSubscription',
    'marketAssociation',
    'marketPricePlan',
    'marketApp',
    'marketIndustry',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
