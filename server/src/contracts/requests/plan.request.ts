import { IsIn } from 'class-validator';
import { PLAN_IDS, PLAN_MESSAGES } from '../plans';

/** `POST /api/users/set-plan` and `POST /api/users/request-plan-update`. */
export class PlanChoiceDto {
  @IsIn(PLAN_IDS, { message: PLAN_MESSAGES.unknownPlan })
  trading_plan: string;
}
