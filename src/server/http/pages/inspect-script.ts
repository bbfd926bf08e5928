// The self-inspection page's script, inlined (a few KB; the page has no framework): one step
// at a time with Next and Back; each photo made smaller on the phone (the staff app's rules,
// prepare-photo.ts) and uploaded as soon as it is taken, with progress, retried with back-off
// when the connection fails and offered again with Retry; the readings kept on the server as
// the hirer moves on; damage placed on the diagram; and Send inspection, which first lists in
// the role="alert" box one sentence per missing piece. An answer saying the link is no longer
// live reloads the page, which then shows its state (`This inspection is closed`, ...).
import {
  CONVERT,
  JPEG_QUALITY,
  MAX_SIDE,
  SHRINKABLE,
  SMALL_ENOUGH,
} from "~/server/models/photo-shrink";
import { HIRER_DAMAGE_TYPES } from "~/server/models/hirer-inspection";
import { MARK_TEMPLATE } from "./inspect-drawings";

const TYPE_LABELS = Object.fromEntries(HIRER_DAMAGE_TYPES.map((t) => [t.type, t.label]));

export const INSPECT_SCRIPT = `
(function(){
var root=document.getElementById("inspect");if(!root)return;
var base="/inspect/"+root.dataset.token,steps=[].slice.call(root.querySelectorAll(".step")),at=Number(root.dataset.start)||0,pending=0,waiting=[];
function $(id){return document.getElementById(id)}
var back=$("back"),next=$("next"),count=$("step-count"),mileage=$("mileage"),level=$("level");
var TYPES=${JSON.stringify(TYPE_LABELS)};
var MARK=${JSON.stringify(MARK_TEMPLATE)};
function markSvg(x,y,label){return MARK.replace("{left}",x*200-11).replace("{top}",y*400-11).replace("{cx}",x*200).replace("{cy}",y*400).replace("{label}",label)}
function wait(ms){return new Promise(function(r){setTimeout(r,ms)})}
function idle(){if(pending>0)return;var w=waiting;waiting=[];w.forEach(function(f){f()})}
function whenIdle(){return pending>0?new Promise(function(r){waiting.push(r)}):Promise.resolve()}
function say(box,lines){box.innerHTML="";lines.forEach(function(t){var p=document.createElement("p");p.textContent=t;box.appendChild(p)})}
function num(input){if(!input||input.value.trim()==="")return null;var n=Number(input.value);return Number.isInteger(n)&&n>=0&&n<=Number(input.max)?n:null}
function prepare(file){
var convert=${CONVERT}.test(file.type);
if(!convert&&!${SHRINKABLE}.test(file.type)||!window.createImageBitmap)return Promise.resolve(file);
return createImageBitmap(file,{imageOrientation:"from-image"}).then(function(bitmap){
var longest=Math.max(bitmap.width,bitmap.height);
if(!convert&&longest<=${MAX_SIDE}&&file.size<=${SMALL_ENOUGH}){bitmap.close();return file}
var scale=Math.min(1,${MAX_SIDE}/longest),canvas=document.createElement("canvas");
canvas.width=Math.round(bitmap.width*scale);canvas.height=Math.round(bitmap.height*scale);
canvas.getContext("2d").drawImage(bitmap,0,0,canvas.width,canvas.height);bitmap.close();
return new Promise(function(r){canvas.toBlob(r,"image/jpeg",${JPEG_QUALITY})}).then(function(blob){
if(!blob||(!convert&&scale===1&&blob.size>=file.size))return file;
return new File([blob],(file.name.replace(/\\.[^.]+$/,"")||"photo")+".jpg",{type:"image/jpeg",lastModified:file.lastModified})})
}).catch(function(){return file})}
function post(path,body,progress){return new Promise(function(resolve,reject){
var x=new XMLHttpRequest();x.open("POST",base+path);x.timeout=120000;
if(!(body instanceof FormData))x.setRequestHeader("Content-Type","application/json");
if(progress&&x.upload)x.upload.onprogress=function(e){if(e.lengthComputable)progress(e.loaded/e.total)};
x.onload=function(){var data=null;try{data=JSON.parse(x.responseText)}catch(e){}resolve({status:x.status,data:data||{},retry:Number(x.getResponseHeader("Retry-After"))||0})};
x.onerror=x.ontimeout=function(){reject(new Error("network"))};
x.send(body instanceof FormData?body:JSON.stringify(body))})}
function retrying(path,body,progress,attempt){attempt=attempt||0;
return post(path,body(),progress).then(function(r){if((r.status>=500||r.status===429)&&attempt<3)return wait(r.retry*1000||1000*Math.pow(2,attempt)).then(function(){return retrying(path,body,progress,attempt+1)});return r},
function(e){if(attempt<3)return wait(1000*Math.pow(2,attempt)).then(function(){return retrying(path,body,progress,attempt+1)});throw e})}
function gone(r){if(r.status===404||r.status===410||(r.data.state&&r.data.state!=="inspect")){location.reload();return true}return false}
function show(i,focus){
if(i<0||i>=steps.length)return;
steps.forEach(function(s,j){s.hidden=j!==i});at=i;
back.hidden=i===0;next.hidden=i===steps.length-1;
count.textContent="Step "+(i+1)+" of "+steps.length;
if(steps[i].dataset.kind==="review")summary();
if(focus){steps[i].querySelector("h2").focus();window.scrollTo(0,root.offsetTop-8)}}
var saved=JSON.stringify(readings());
function readings(){return{odometer:num(mileage),level:num(level)}}
function saveReadings(){var now=readings(),text=JSON.stringify(now);if(text===saved)return;
post("/readings",now).then(function(r){if(gone(r))return;if(r.status===200)saved=text},function(){})}
next.addEventListener("click",function(){saveReadings();show(at+1,true)});
back.addEventListener("click",function(){saveReadings();show(at-1,true)});
function bar(shot){var p=document.createElement("progress");p.max=1;p.value=0;p.setAttribute("aria-label","Upload progress");shot.insertBefore(p,shot.querySelector(".status"));return p}
function picture(shot,src,alt){var old=shot.querySelector("img,.empty"),img=document.createElement("img");img.src=src;img.alt=alt;shot.replaceChild(img,old)}
function status(shot,text,kind){var s=shot.querySelector(".status");s.textContent=text;s.className="status"+(kind?" "+kind:"")}
function retryButton(shot,again){var b=document.createElement("button");b.type="button";b.className="secondary retry";b.textContent="Retry";b.addEventListener("click",function(){b.remove();again()});shot.appendChild(b)}
function uploadPhoto(input,file,captured,withTime){
var shot=input.parentNode,step=input.closest(".step"),p=bar(shot);pending++;
status(shot,"Uploading the photo…");
retrying("/photos",function(){var fd=new FormData();fd.append("kind",input.dataset.kind);if(input.dataset.angle)fd.append("angle",input.dataset.angle);fd.append("source","camera");if(withTime)fd.append("captured_at",captured);fd.append("file",file,file.name||"photo.jpg");return fd},function(v){p.value=v})
.then(function(r){p.remove();if(gone(r))return;
if(r.status===201){var take=shot.querySelector(".take");picture(shot,r.data.thumbnail_url,"Your "+take.textContent.trim()+" photo");take.classList.add("again");status(shot,"Photo uploaded.","ok");
if(input.dataset.kind==="angle")step.dataset.done="1";else step.dataset.photoDone="1";return}
if(r.status===400&&withTime&&(r.data.errors||[]).some(function(e){return e.pointer==="/captured_at"})){uploadPhoto(input,file,captured,false);return}
status(shot,r.data.detail||"The photo could not be sent. Take it again.","bad")},
function(){p.remove();status(shot,"The photo could not be sent: check your signal and press Retry.","bad");retryButton(shot,function(){uploadPhoto(input,file,captured,withTime)})})
.then(function(){pending--;idle()})}
var damagePhoto=null,mark=null;
function preview(shot,file){var reader=new FileReader();reader.onload=function(){picture(shot,reader.result,"Your photo of the damage")};reader.readAsDataURL(file)}
[].forEach.call(root.querySelectorAll(".file"),function(input){input.addEventListener("change",function(){
var file=input.files&&input.files[0];if(!file)return;var captured=new Date().toISOString(),shot=input.parentNode;input.value="";
status(shot,"Preparing the photo…");pending++;
prepare(file).then(function(small){pending--;
if(input.dataset.kind==="damage"){damagePhoto={file:small,captured:captured};preview(shot,small);status(shot,"Photo ready: it is sent when you press Add damage.","ok");idle();return}
uploadPhoto(input,small,captured,true);idle()})})});
var diagram=$("diagram"),marks=$("marks"),list=$("damage-list"),damageErrors=$("damage-errors");
function place(x,y){mark={x:Math.min(1,Math.max(0,x)),y:Math.min(1,Math.max(0,y))};var old=$("pending-mark");if(old)old.remove();
var ring=document.createElementNS("http://www.w3.org/2000/svg","circle");ring.id="pending-mark";ring.setAttribute("cx",mark.x*200);ring.setAttribute("cy",mark.y*400);ring.setAttribute("r",13);ring.setAttribute("fill","none");ring.setAttribute("stroke","#dc2626");ring.setAttribute("stroke-width",4);marks.appendChild(ring);say(damageErrors,[])}
if(diagram){
diagram.addEventListener("click",function(e){var r=$("diagram-svg").getBoundingClientRect();place(((e.clientX-r.left)/r.width*220-10)/200,((e.clientY-r.top)/r.height*420-10)/400)});
diagram.addEventListener("keydown",function(e){var d={ArrowLeft:[-.04,0],ArrowRight:[.04,0],ArrowUp:[0,-.02],ArrowDown:[0,.02]}[e.key];
if(d){e.preventDefault();var m=mark||{x:.5,y:.5};place(m.x+d[0],m.y+d[1])}else if(e.key==="Enter"||e.key===" "){e.preventDefault();if(!mark)place(.5,.5)}});
$("add-damage").addEventListener("click",function(){
var lacking=[];if(!mark)lacking.push("Tap the drawing where the damage is.");if(!damagePhoto)lacking.push("Take a photo of the damage.");
if(lacking.length){say(damageErrors,lacking);return}
var btn=this,step=btn.closest(".step"),shot=$("photo-damage").parentNode,m=mark,type=$("damage-type").value,photo=damagePhoto,p=bar(shot);
btn.disabled=true;pending++;say(damageErrors,[]);
retrying("/damage",function(){var fd=new FormData();fd.append("type",type);fd.append("x",m.x.toFixed(4));fd.append("y",m.y.toFixed(4));
fd.append("source","camera");fd.append("captured_at",photo.captured);fd.append("file",photo.file,photo.file.name||"photo.jpg");return fd},function(v){p.value=v})
.then(function(r){p.remove();if(gone(r))return;
if(r.status!==201){say(damageErrors,[r.data.detail||"The damage could not be added. Try again."]);return}
var n=list.children.length+1,li=document.createElement("li");li.textContent=(TYPES[type]||type)+", "+r.data.where;
var img=document.createElement("img");img.src=r.data.photo_url;img.alt="Your photo of damage "+n;li.appendChild(img);
list.appendChild(li);$("no-damage").hidden=true;
var old=$("pending-mark");if(old)old.remove();
marks.insertAdjacentHTML("beforeend",markSvg(m.x,m.y,String(n)));
mark=null;damagePhoto=null;shot.querySelector("img,.empty").outerHTML='<div class="empty">No photo yet</div>';status(shot,"Damage "+n+" added.","ok");step.dataset.done="1"},
function(){p.remove();say(damageErrors,["The damage could not be sent: check your signal and press Add damage again."])})
.then(function(){btn.disabled=false;pending--;idle()})})}
function missing(){var out=[],now=readings();
steps.forEach(function(s){var k=s.dataset.kind;
if(k==="angle"&&!s.dataset.done)out.push(s.dataset.missing);
if(k==="odometer"||k==="fuel"){if(s.dataset.required&&!s.dataset.photoDone)out.push(s.dataset.photoMissing);if((k==="odometer"?now.odometer:now.level)===null)out.push(s.dataset.valueMissing)}});
return out}
function summary(){var ul=$("summary"),now=readings();ul.innerHTML="";
function row(name,value,bad){var li=document.createElement("li"),a=document.createElement("span"),b=document.createElement("span");a.textContent=name;b.textContent=value;if(bad)b.className="missing";li.appendChild(a);li.appendChild(b);ul.appendChild(li)}
steps.forEach(function(s){var k=s.dataset.kind;
if(k==="angle")row(s.dataset.name,s.dataset.done?"Photo taken":"No photo",!s.dataset.done);
if(k==="odometer"||k==="fuel"){if(s.dataset.required)row(s.dataset.photoName,s.dataset.photoDone?"Photo taken":"No photo",!s.dataset.photoDone);
var v=k==="odometer"?now.odometer:now.level;row(k==="odometer"?"Mileage":s.dataset.name,v===null?"Not entered":k==="odometer"?v.toLocaleString("en-GB"):v+"%",v===null)}});
row("Damage",list?String(list.children.length):"0",false)}
var send=$("send"),sendErrors=$("send-errors");
send.addEventListener("click",function(){
send.disabled=true;send.textContent="Sending…";
function done(lines){say(sendErrors,lines);send.disabled=false;send.textContent="Send inspection"}
whenIdle().then(function(){var lines=missing();if(lines.length){done(lines);return}
return post("/send",readings()).then(function(r){if(r.status===200&&r.data.state==="sent"){location.reload();return}if(gone(r))return;
done(r.data.missing&&r.data.missing.length?r.data.missing:[r.data.detail||"The inspection could not be sent. Try again."])},
function(){done(["The inspection could not be sent: check your signal and try again."])})})});
})();
`;
