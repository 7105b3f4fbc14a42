/** The eleven operations of the Meeting Records API; errors name the one that failed. */
export type OperationName =
  | 'getHealth'
  | 'listMyTasks'
  | 'listWorkspaceTasks'
  | 'listMyMeetings'
  | 'listWorkspaceMeetings'
  | 'getMyMeeting'
  | 'getWorkspaceMeeting'
  | 'deleteMyMeeting'
  | 'deleteWorkspaceMeeting'
  | 'searchMyMeetings'
  | 'listMyTags';
