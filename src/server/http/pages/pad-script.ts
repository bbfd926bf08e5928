// The signing form's script, inlined: a drawing pad for finger, pen or mouse (pointer
// events, sized to the device's pixels), and the checks made before anything is sent.
// Each missing piece gets its own sentence in the role="alert" box.
import { SIGNING_FORM_ERRORS } from "./form-errors";

export const SIGNING_SCRIPT = `
(function(){
var form=document.getElementById("sign-form");if(!form)return;
var canvas=document.getElementById("signature-pad"),ctx=canvas.getContext("2d"),alertBox=document.getElementById("form-errors");
var drawn=false,drawing=false,last=null;
function size(){var r=canvas.getBoundingClientRect(),d=window.devicePixelRatio||1,keep=drawn?canvas.toDataURL():null;canvas.width=Math.round(r.width*d);canvas.height=Math.round(r.height*d);ctx.setTransform(d,0,0,d,0,0);ctx.lineWidth=2.5;ctx.lineCap="round";ctx.lineJoin="round";ctx.strokeStyle="#0f172a";if(keep){var img=new Image();img.onload=function(){ctx.drawImage(img,0,0,r.width,r.height)};img.src=keep}}
function point(e){var r=canvas.getBoundingClientRect();return{x:e.clientX-r.left,y:e.clientY-r.top}}
canvas.addEventListener("pointerdown",function(e){e.preventDefault();drawing=true;last=point(e);canvas.setPointerCapture(e.pointerId);ctx.beginPath();ctx.arc(last.x,last.y,1.2,0,Math.PI*2);ctx.fillStyle="#0f172a";ctx.fill();drawn=true});
canvas.addEventListener("pointermove",function(e){if(!drawing)return;e.preventDefault();var p=point(e);ctx.beginPath();ctx.moveTo(last.x,last.y);ctx.lineTo(p.x,p.y);ctx.stroke();last=p;drawn=true});
function stop(){drawing=false;last=null}
canvas.addEventListener("pointerup",stop);canvas.addEventListener("pointercancel",stop);canvas.addEventListener("pointerleave",stop);
document.getElementById("clear-signature").addEventListener("click",function(){ctx.clearRect(0,0,canvas.width,canvas.height);drawn=false});
window.addEventListener("resize",size);size();
form.addEventListener("submit",function(e){
var errors=[],name=form.elements.full_name,consent=form.elements.consent;
if(!name.value.trim())errors.push(${JSON.stringify(SIGNING_FORM_ERRORS.fullName)});
if(!consent.checked)errors.push(${JSON.stringify(SIGNING_FORM_ERRORS.consent)});
if(!drawn)errors.push(${JSON.stringify(SIGNING_FORM_ERRORS.signature)});
if(errors.length){e.preventDefault();alertBox.innerHTML="";errors.forEach(function(t){var p=document.createElement("p");p.textContent=t;alertBox.appendChild(p)});return}
form.elements.signature.value=canvas.toDataURL("image/png");
var b=document.getElementById("sign-button");setTimeout(function(){b.disabled=true;b.textContent="Signing…"},0);
});
})();
`;
