/** Types generated for queries found in "server/src/users/users.repository.ts" */
export type NumberOrString = number | string;

/** 'SearchUsers' parameters type */
export interface ISearchUsersParams {
  email: string;
  id?: string | null | void;
  limit: NumberOrString;
  name: string;
}

/** 'SearchUsers' return type */
export interface ISearchUsersResult {
  created_at: Date;
  email: string;
  firstname: string;
  id: string;
  lastname: string;
  status: string;
}

/** 'SearchUsers' query type */
export interface ISearchUsersQuery { params: ISearchUsersParams; result: ISearchUsersResult }

