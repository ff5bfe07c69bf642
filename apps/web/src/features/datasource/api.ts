import { type ConnectionTest, type DataSourceForm, dataSourceApi } from '@portal/shared/datasource';
import { call, callForEnvelope } from '../../shared/api/call';

/** 数据配置's calls (the tenant administrator's own data sources; the server checks every one). */

/** Creates (no id) or saves a configuration; silent: the dialog shows a refusal on its field. */
export function saveDataSource(id: number | null, body: DataSourceForm) {
  return id === null
    ? callForEnvelope(dataSourceApi.create, { body }, { silent: true })
    : callForEnvelope(dataSourceApi.update, { params: { id }, body }, { silent: true });
}

export function deleteDataSource(id: number) {
  return callForEnvelope(dataSourceApi.delete, { params: { id } });
}

/** Silent: the dialog shows the outcome beside its buttons, a refused host on its field. */
export function testConnection(body: ConnectionTest) {
  return call(dataSourceApi.testConnection, { body }, { silent: true });
}
