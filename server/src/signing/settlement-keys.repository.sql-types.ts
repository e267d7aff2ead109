/** Types generated for queries found in "server/src/signing/settlement-keys.repository.ts" */
export type DateOrString = Date | string;

export type DateOrStringArray = (DateOrString)[];

export type stringArray = (string)[];

/** 'PublishKeys' parameters type */
export interface IPublishKeysParams {
  ids: stringArray;
  publicKeys: stringArray;
  validFrom: DateOrStringArray;
  validUntil: DateOrStringArray;
}

/** 'PublishKeys' return type */
export type IPublishKeysResult = void;

/** 'PublishKeys' query type */
export interface IPublishKeysQuery { params: IPublishKeysParams; result: IPublishKeysResult }

/** 'ListKeys' parameters type */
export type IListKeysParams = void;

/** 'ListKeys' return type */
export interface IListKeysResult {
  algorithm: string;
  key_id: string;
  public_key: string;
  valid_from: Date;
  valid_until: Date | null;
}

/** 'ListKeys' query type */
export interface IListKeysQuery { params: IListKeysParams; result: IListKeysResult }

